package execute

import (
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// A unit is the actions on one package. Each starts once the actions it
// depends on have run: the analyzers it requires on the package, and its
// own analyzer on the packages imported, whose facts it inherits. The
// package is let go once all of them have run.
type unit struct {
	pkg *packages.Package
	// actions are in the graph's postorder: each after those it requires.
	actions []*Action
	// order is the unit's rank in the depth-first postorder of the graph,
	// by which the ready actions are taken.
	order int
	// running counts its actions not run yet.
	running int
	// loading is set until the package is loaded, when the run loads
	// the packages as it goes.
	loading bool
	// flying says the unit counts in the scheduler's inFlight.
	flying bool

	// byAnalyzer holds its actions by their analyzer's index in the
	// graph, and imports the units of the packages it imports, for the
	// analyzers with facts: their actions look facts up where they were
	// exported (see beneath).
	byAnalyzer []*Action
	imports    []*unit
	belowOnce  sync.Once
	below      below

	// module is the package's module, as its actions' passes give it.
	moduleOnce sync.Once
	module     *analysis.Module
}

// A step is where an action stands in the schedule.
type step struct {
	unit *unit
	rank int // its index in unit.actions
	// needs counts the actions it depends on that have not run yet;
	// needers are those that depend on it, on any package.
	needs   int
	needers []*Action
}

// plan builds the checker's action graph for the analyzers on pkgs, and
// groups its actions by package. With loading, every action waits for its
// package to be loaded too.
func plan(analyzers []*analysis.Analyzer, pkgs []*packages.Package, loading bool) (*Graph, []*unit) {
	// The actions on a package, by the analyzer's index: a package has one
	// for nearly every analyzer, and one that many packages import is
	// looked up once per importer and analyzer with facts, far more often
	// than the graph grows.
	index := make(map[*analysis.Analyzer]int)
	var number func(as []*analysis.Analyzer)
	number = func(as []*analysis.Analyzer) {
		for _, a := range as {
			if _, ok := index[a]; !ok {
				index[a] = len(index)
				number(a.Requires)
			}
		}
	}
	number(analyzers)
	actions := make(map[*packages.Package][]*Action)
	imports := make(map[*packages.Package][]*packages.Package)
	// postorder lists the actions as mkAction completes them: the order in
	// which Graph.All yields them, each after those it depends on.
	var postorder []*Action
	var mkAction func(a *analysis.Analyzer, pkg *packages.Package) *Action
	mkAction = func(a *analysis.Analyzer, pkg *packages.Package) *Action {
		onPkg := actions[pkg]
		if onPkg == nil {
			onPkg = make([]*Action, len(index))
			actions[pkg] = onPkg
		}
		i := index[a]
		if act := onPkg[i]; act != nil {
			return act
		}
		act := &Action{Analyzer: a, Package: pkg, index: i}
		for _, req := range a.Requires {
			act.Deps = append(act.Deps, mkAction(req, pkg))
		}
		// An analyzer with facts runs on the imported packages too,
		// taken in the order of their paths, as the checker takes them.
		if len(a.FactTypes) > 0 {
			deps, ok := imports[pkg]
			if !ok {
				deps = sortedImports(pkg)
				imports[pkg] = deps
			}
			for _, imp := range deps {
				act.Deps = append(act.Deps, mkAction(a, imp))
			}
		}
		onPkg[i] = act
		postorder = append(postorder, act)
		return act
	}
	g := new(Graph)
	for _, a := range analyzers {
		for _, pkg := range pkgs {
			root := mkAction(a, pkg)
			root.IsRoot = true
			g.Roots = append(g.Roots, root)
		}
	}

	var units []*unit
	byPkg := make(map[*packages.Package]*unit)
	for _, act := range postorder {
		u := byPkg[act.Package]
		if u == nil {
			u = &unit{pkg: act.Package, order: len(units), loading: loading, byAnalyzer: actions[act.Package]}
			byPkg[act.Package] = u
			units = append(units, u)
		}
		act.step = step{unit: u, rank: len(u.actions)}
		u.actions = append(u.actions, act)
	}
	for _, u := range units {
		for _, imp := range imports[u.pkg] {
			u.imports = append(u.imports, byPkg[imp])
		}
		u.running = len(u.actions)
		for _, act := range u.actions {
			act.step.needs = len(act.Deps)
			if loading {
				act.step.needs++
			}
			for _, dep := range act.Deps {
				dep.step.needers = append(dep.step.needers, act)
			}
		}
	}
	return g, units
}

// sortedImports returns the packages pkg imports, in the order of their
// paths.
func sortedImports(pkg *packages.Package) []*packages.Package {
	paths := make([]string, 0, len(pkg.Imports))
	for path := range pkg.Imports {
		paths = append(paths, path)
	}
	slices.Sort(paths)
	deps := make([]*packages.Package, len(paths))
	for i, path := range paths {
		deps[i] = pkg.Imports[path]
	}
	return deps
}
