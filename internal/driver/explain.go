package driver

import (
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/docs"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// Explain is the explain command: it prints the documentation page of one
// rule, the Markdown the repository shows under docs/rules, embedded in
// the binary.
func Explain(args []string, rules []*analysis.Analyzer, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintf(stderr, "usage: toolerrlint explain RULE\nknown rules: %s\n", analyzers.Names(rules))
		return report.ExitFailure
	}
	a := ruleset.Find(rules, args[0])
	if a == nil {
		fmt.Fprintf(stderr, "toolerrlint: unknown rule %q; known rules: %s\n", args[0], analyzers.Names(rules))
		return report.ExitFailure
	}
	fmt.Fprint(stdout, ruleDocumentation(a))
	return report.ExitClean
}

// ruleDocumentation is the rule's page, or, for a rule without one, its
// analyzer documentation and URL.
func ruleDocumentation(a *analysis.Analyzer) string {
	if page, ok := docs.Rule(a.Name); ok {
		return page
	}
	text := strings.TrimSpace(a.Doc) + "\n"
	if a.URL != "" {
		text += "\nSee " + a.URL + "\n"
	}
	return text
}
