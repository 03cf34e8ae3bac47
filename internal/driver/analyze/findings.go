package analyze

import (
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

// byPackage gathers, for each package the rules ran on, the diagnostics of
// the rules' root actions as findings and the findings directives
// silenced, with absolute paths, in the order the actions reported them.
func byPackage(graph *checker.Graph, rules []*analysis.Analyzer) []Package {
	byName := make(map[string]*analysis.Analyzer, len(rules))
	for _, a := range rules {
		byName[a.Name] = a
	}
	index := make(map[string]int)
	var pkgs []Package
	for _, act := range graph.Roots {
		id := act.Package.ID
		i, ok := index[id]
		if !ok {
			i = len(pkgs)
			index[id] = i
			pkgs = append(pkgs, Package{ID: id})
		}
		p := &pkgs[i]
		if act.Err != nil {
			continue
		}
		if slices.Contains(rules, act.Analyzer) {
			for _, d := range act.Diagnostics {
				p.Findings = append(p.Findings, report.FromDiagnostic(act.Analyzer.Name, act.Package.Fset, d, ""))
			}
			p.Imported = append(p.Imported, imported(act, make(map[*checker.Action]bool))...)
			p.Unjudged = append(p.Unjudged, unjudged(act)...)
			if p.Files == nil {
				p.Files = act.Package.CompiledGoFiles
				p.Judged = judged(act)
			}
		}
		p.Suppressed = append(p.Suppressed, suppress.Silenced(act, byName)...)
	}
	return pkgs
}
