package analyze

import (
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// collectFindings turns the diagnostics of the rules' root actions into
// findings, sorted, with paths shown relative to dir. A file that belongs to
// a package and to its test variant is analyzed twice; identical
// diagnostics (same rule, position and message) are kept once.
func collectFindings(graph *checker.Graph, rules []*analysis.Analyzer, dir string) []report.Finding {
	seen := make(map[report.ID]bool)
	var findings []report.Finding
	for _, act := range graph.Roots {
		if act.Err != nil || !slices.Contains(rules, act.Analyzer) {
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			f := report.FromDiagnostic(act.Analyzer.Name, fset, d, dir)
			if seen[f.ID()] {
				continue
			}
			seen[f.ID()] = true
			findings = append(findings, f)
		}
	}
	report.Sort(findings)
	return findings
}
