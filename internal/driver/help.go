package driver

import (
	"fmt"
	"io"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/options"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Help is the help command: the usage and every flag, or with a rule's
// name, the rule's documentation as explain prints it. go vet points its
// users here when the tool rejects their flags.
func Help(args []string, rules []*analysis.Analyzer, stdout, stderr io.Writer) int {
	switch len(args) {
	case 0:
		var opts options.Options
		options.PrintUsage(stdout, options.NewFlagSet(&opts, rules))
		return report.ExitClean
	case 1:
		return Explain(args, rules, stdout, stderr)
	}
	fmt.Fprintln(stderr, "usage: toolerrlint help [RULE]")
	return report.ExitFailure
}
