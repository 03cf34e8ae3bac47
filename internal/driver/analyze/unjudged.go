package analyze

import (
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// unjudged adds to r the findings of handlers that no package of the run
// judges: their server is built in a package the user did not name and
// none of the named ones imports. Each handler's package has judged them
// as their own framework would, which is all that can be known; go vet and
// golangci-lint, which see one package at a time, cannot take this step
// (docs/design.md).
func unjudged(r *report.Report, graph *checker.Graph, rules []*analysis.Analyzer, dir string) {
	homes := judgedHomes(graph)
	seen := make(map[report.ID]bool)
	for _, f := range r.Findings {
		seen[f.ID()] = true
	}
	for _, s := range r.Suppressed {
		seen[s.ID()] = true
	}
	for _, act := range graph.Roots {
		res, ok := act.Result.(*rule.Result)
		if act.Err != nil || !ok || !slices.Contains(rules, act.Analyzer) {
			continue
		}
		for _, ds := range res.Deferred {
			for _, d := range ds {
				if homes[d.Home] {
					continue
				}
				d.Diagnostic.URL = report.ResolveURL(act.Analyzer, d.Diagnostic)
				f := report.FromDiagnostic(act.Analyzer.Name, act.Package.Fset, d.Diagnostic, dir)
				if seen[f.ID()] {
					continue
				}
				seen[f.ID()] = true
				if d.Silenced != nil {
					r.Suppressed = append(r.Suppressed, report.Suppressed{Finding: f, Justification: d.Silenced.Reason})
				} else {
					r.Findings = append(r.Findings, f)
				}
			}
		}
	}
	report.Sort(r.Findings)
	report.SortSuppressed(r.Suppressed)
}

// judgedHomes returns the handler packages, as wire.Package.Judged names
// them, that a package of the run judged. A package's fact lists what it
// and its dependencies judged.
func judgedHomes(graph *checker.Graph) map[string]bool {
	homes := make(map[string]bool)
	for act := range graph.All() {
		if act.Analyzer != wire.Analyzer || act.Err != nil {
			continue
		}
		var f wire.Package
		if act.PackageFact(act.Package.Types, &f) {
			for _, k := range f.Judged {
				homes[k] = true
			}
		}
	}
	return homes
}
