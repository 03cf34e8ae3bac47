package execute

import (
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// The units list their actions in the graph's postorder, each after
// those it depends on, and the units come in the order of their first
// action in it: the order the scheduler takes ready actions by.
func TestPlanFollowsGraphOrder(t *testing.T) {
	type fact struct{ analysis.Fact }
	base := &analysis.Analyzer{Name: "base", Doc: "base"}
	facts := &analysis.Analyzer{Name: "facts", Doc: "facts", Requires: []*analysis.Analyzer{base}, FactTypes: []analysis.Fact{new(fact)}}
	rule := &analysis.Analyzer{Name: "rule", Doc: "rule", Requires: []*analysis.Analyzer{facts, base}}
	pkg := func(path string, imports ...*packages.Package) *packages.Package {
		p := &packages.Package{ID: path, PkgPath: path, Imports: make(map[string]*packages.Package)}
		for _, imp := range imports {
			p.Imports[imp.PkgPath] = imp
		}
		return p
	}
	z := pkg("z")
	b := pkg("b", z)
	a := pkg("a", z)
	main := pkg("main", b, a, z)
	g, units := plan([]*analysis.Analyzer{rule, facts}, []*packages.Package{main, a}, false)

	all := slices.Collect(g.All())
	var planned []*Action
	for _, u := range units {
		planned = append(planned, u.actions...)
	}
	byGraph := slices.Clone(all)
	slices.SortStableFunc(byGraph, func(x, y *Action) int { return x.step.unit.order - y.step.unit.order })
	if !slices.Equal(planned, byGraph) {
		t.Errorf("units list %v, want the graph's order by unit %v", planned, byGraph)
	}
	var firstSeen []*packages.Package
	for _, act := range all {
		if !slices.Contains(firstSeen, act.Package) {
			firstSeen = append(firstSeen, act.Package)
		}
	}
	for i, u := range units {
		if u.pkg != firstSeen[i] {
			t.Errorf("unit %d is %s, want %s, the %dth package of the graph's order", i, u.pkg.ID, firstSeen[i].ID, i+1)
		}
	}
	// facts on main depends on facts on its imports, in the order of their paths.
	var factsOnMain *Action
	for _, act := range all {
		if act.Analyzer == facts && act.Package == main {
			factsOnMain = act
		}
	}
	var imported []string
	for _, dep := range factsOnMain.Deps {
		if dep.Analyzer == facts {
			imported = append(imported, dep.Package.PkgPath)
		}
	}
	if want := []string{"a", "b", "z"}; !slices.Equal(imported, want) {
		t.Errorf("facts on main depends on facts on %v, want %v", imported, want)
	}
}
