// Package suppress gathers the findings that directives in the source
// silenced, from the shared passes that record them, so that formats able
// to show suppressed results (SARIF) can.
package suppress

import (
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

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

// Collect gathers the findings of the given rules that directives
// silenced, deduplicated and sorted as findings are. The checker keeps the
// results of root actions only: the passes of Passes must be among the
// roots.
func Collect(graph *checker.Graph, rules []*analysis.Analyzer, dir string) []report.Suppressed {
	byName := make(map[string]*analysis.Analyzer, len(rules))
	for _, a := range rules {
		byName[a.Name] = a
	}
	seen := make(map[report.ID]bool)
	var suppressed []report.Suppressed
	for _, act := range graph.Roots {
		recorder, ok := act.Result.(Recorder)
		if act.Err != nil || !ok {
			continue
		}
		recorder.EachSuppressed(func(rule string, d analysis.Diagnostic, justification string) {
			a := byName[rule]
			if a == nil {
				return // a rule that did not run in this invocation
			}
			d.URL = report.ResolveURL(a, d)
			f := report.FromDiagnostic(rule, act.Package.Fset, d, dir)
			if seen[f.ID()] {
				return
			}
			seen[f.ID()] = true
			suppressed = append(suppressed, report.Suppressed{Finding: f, Justification: justification})
		})
	}
	report.SortSuppressed(suppressed)
	return suppressed
}
