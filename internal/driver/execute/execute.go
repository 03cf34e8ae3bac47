// Package execute runs analyzers on packages loaded by go/packages, with
// the semantics of golang.org/x/tools/go/analysis/checker: the same
// actions, the same facts visible to each, the same errors. Unlike the
// checker, it runs the program package by package, in dependency order,
// on at most GOMAXPROCS goroutines, and lets go of a package's
// pass results (and, if asked, its syntax and type information) once its
// analyzers have run and the caller has read what it needs: the checker
// keeps all of them until the whole program has run, so its peak memory is
// the load's and the analysis's together.
package execute

import (
	"iter"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// Options control a run. The zero value runs the analyzers as the checker
// does and keeps every package's syntax and type information.
type Options struct {
	// Done, if set, is called once for each package of the graph, when
	// every action on it has run, with those actions in the graph's
	// postorder, each after those it requires. Their Result can be read
	// only then: once Done returns, it is dropped (their facts stay, for
	// the packages above to look up). Calls are never concurrent; their
	// order follows the schedule and is not deterministic.
	Done func(actions []*Action)

	// Provide, if set, may supply the result of an analyzer without facts
	// on a package in place of running it, which lets a driver share what
	// several packages would each build. With ok false, the analyzer runs.
	Provide func(a *analysis.Analyzer, pkg *packages.Package) (result any, ok bool)

	// Release drops each package's Syntax and TypesInfo once Done
	// returns (the package's types stay: the facts and the types of its
	// importers refer to them). Set it when nothing reads a package's
	// syntax after the run.
	Release bool

	// Load, if set, loads the packages while the analysis runs: it is
	// called once, in Run's goroutine, and calls ready with each package
	// of the graph once its syntax and types are complete, from any
	// goroutine. A package's actions wait for that call; those of a
	// package it never names start once it returns. Without Load every
	// package is taken as loaded.
	//
	// Load may call admit with a package before it starts loading it:
	// admit waits while LoadAhead packages are loaded, or admitted, and
	// not yet analyzed, and the analysis has an action to run for every
	// worker. A load that runs far ahead only holds the syntax and type
	// information of more packages at once, for the collector to mark
	// again and again; admit never waits on an analysis that leaves a
	// worker idle, which may be waiting for the load.
	Load func(ready, admit func(*packages.Package))

	// LoadAhead is how many packages Load's admit lets wait for their
	// analysis; with 0, four times GOMAXPROCS.
	LoadAhead int
}

// A Graph is the actions of a run. Roots holds one action per analyzer
// and package passed to Run, analyzers first: Roots[i*len(pkgs)+j] is
// analyzers[i] on pkgs[j].
type Graph struct {
	Roots []*Action
}

// All returns the actions of the graph in depth-first postorder from the
// roots, every action after its dependencies, as checker.Graph.All does.
func (g *Graph) All() iter.Seq[*Action] {
	return func(yield func(*Action) bool) {
		seen := make(map[*Action]bool)
		var visit func(acts []*Action) bool
		visit = func(acts []*Action) bool {
			for _, act := range acts {
				if seen[act] {
					continue
				}
				seen[act] = true
				if !visit(act.Deps) || !yield(act) {
					return false
				}
			}
			return true
		}
		visit(g.Roots)
	}
}

// Run applies the analyzers to the packages and to what they need of the
// packages those import: an analyzer with facts runs on every package
// reachable through Imports, as the checker runs it. Packages must be
// loaded with at least packages.LoadSyntax. The error is for analyzers
// that are not valid together; the failures of single actions are in
// their Err.
//
// A panic in an analyzer (or in Done) stops the run: no more packages
// start, and Run panics in its caller's goroutine with a *Panic, which
// names the action and holds the stack where the panic happened.
func Run(analyzers []*analysis.Analyzer, pkgs []*packages.Package, opts *Options) (*Graph, error) {
	if opts == nil {
		opts = new(Options)
	}
	if err := analysis.Validate(analyzers); err != nil {
		return nil, err
	}
	g, units := plan(analyzers, pkgs, opts.Load != nil)
	newScheduler(units, opts).run()
	return g, nil
}
