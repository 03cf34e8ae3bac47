package analyze

import (
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// collectFindings turns the diagnostics of the rules into findings,
// sorted, with paths shown relative to dir. A package judges the handlers
// it serves at their own lines, which may lie in another package: the
// diagnostics of every action count where they lie in a file of a package
// the user named, whether or not the judging package is among those. A
// file that belongs to a package and to its test variant is analyzed
// twice; identical diagnostics (same rule, position and message) are kept
// once.
func collectFindings(graph *checker.Graph, rules []*analysis.Analyzer, dir string) []report.Finding {
	named := namedFiles(graph)
	seen := make(map[report.ID]bool)
	var findings []report.Finding
	for act := range graph.All() {
		if act.Err != nil || !slices.Contains(rules, act.Analyzer) {
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			if !act.IsRoot && !named[fset.File(d.Pos).Name()] {
				continue
			}
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

// namedFiles are the files of the packages the user named.
func namedFiles(graph *checker.Graph) map[string]bool {
	named := make(map[string]bool)
	for _, act := range graph.Roots {
		for _, name := range act.Package.CompiledGoFiles {
			named[name] = true
		}
	}
	return named
}
