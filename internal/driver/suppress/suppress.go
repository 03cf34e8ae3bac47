// Package suppress gathers the findings that directives in the source
// silenced, from the shared passes that record them, so that formats able
// to show suppressed results (SARIF) can.
package suppress

import (
	"go/token"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// A Recorder is the result of a shared pass that silences findings
// through directives in the source (//toolerr:ignore, //nolint) and keeps
// what it silenced. EachSuppressed calls f once for each diagnostic a
// directive kept from being reported in the package: rule is the name of
// the rule that reported it, justification the reason the directive gives
// ("" when it gives none).
type Recorder interface {
	EachSuppressed(f func(rule string, d analysis.Diagnostic, justification string))
}

// Passes lists the shared passes the rules require whose results record
// suppressed findings.
func Passes(rules []*analysis.Analyzer) []*analysis.Analyzer {
	recorder := reflect.TypeFor[Recorder]()
	var passes []*analysis.Analyzer
	for _, p := range ruleset.Requirements(rules) {
		if p.ResultType != nil && p.ResultType.Implements(recorder) {
			passes = append(passes, p)
		}
	}
	return passes
}

// Silenced returns the findings of the given rules (by name) that
// directives silenced in a package, as the result of one of the passes of
// Passes on it records them, with absolute paths; none for the result of
// any other analyzer.
func Silenced(result any, fset *token.FileSet, rules map[string]*analysis.Analyzer) []report.Suppressed {
	recorder, ok := result.(Recorder)
	if !ok {
		return nil
	}
	var suppressed []report.Suppressed
	recorder.EachSuppressed(func(rule string, d analysis.Diagnostic, justification string) {
		a := rules[rule]
		if a == nil {
			return // a rule that did not run in this invocation
		}
		d.URL = report.ResolveURL(a, d)
		f := report.FromDiagnostic(rule, fset, d, "")
		suppressed = append(suppressed, report.Suppressed{Finding: f, Justification: justification})
	})
	return suppressed
}
