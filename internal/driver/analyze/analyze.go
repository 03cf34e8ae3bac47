// Package analyze runs the rules of a standalone run on the packages it
// loads, and turns what they report into a report.
package analyze

import (
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

// Run loads the packages matching patterns in dir, runs the rules on them
// and returns the report.
func Run(dir string, patterns []string, tests bool, rules []*analysis.Analyzer) *report.Report {
	return Analyze(dir, patterns, tests, nil, rules).Report(dir, rules)
}

// Analyze loads the packages matching patterns in dir and runs the rules
// on them, buildFlags given to go as go build takes them, keeping what each package yields apart, so that results of
// single packages can be stored and merged with others. Failures are
// recorded in the result rather than returned, so that every format can
// carry them next to whatever findings the run still produced.
func Analyze(dir string, patterns []string, tests bool, buildFlags []string, rules []*analysis.Analyzer) *Result {
	return AnalyzeOverlay(dir, patterns, tests, buildFlags, rules, nil)
}

// AnalyzeOverlay is Analyze with overlay, by absolute path, standing in
// for the content of files on disk (see load.ListOverlay).
func AnalyzeOverlay(dir string, patterns []string, tests bool, buildFlags []string, rules []*analysis.Analyzer, overlay map[string][]byte) *Result {
	res := new(Result)
	listing, err := load.ListOverlay(dir, patterns, tests, ruleset.UsesFacts(rules), buildFlags, overlay)
	if err != nil {
		res.Errors = append(res.Errors, report.Error{Message: err.Error()})
		return res
	}
	listing.CutToSource()
	shared := shareSyntax(listing.Loaded)
	// The analysis of a package starts once it is loaded (with its test
	// variant, if any: see sharedSyntax.loaded), beside the rest of the
	// load; once the load is done, the rest of the analysis runs
	// within its memory. The command paces the collector (PaceCollector),
	// and the load paces it to the heap it is expected to reach (paceLoad).
	stopPacing := paceLoad(listing.SourceFiles())
	var handoff handoff
	var loading sync.WaitGroup
	loading.Go(func() {
		listing.Check(handoff.admitting, func(p *packages.Package) {
			for _, q := range shared.loaded(p) {
				handoff.checked(q)
			}
		})
	})
	// The passes that record suppressed findings run anyway, as rules
	// require them; naming them as roots makes their results reach
	// the collector.
	roots := append(slices.Clone(rules), suppress.Passes(rules)...)
	c := newCollector(listing.Matched, rules, roots)
	opts := options(shared, true, c.done)
	var restoreLimit func()
	opts.Load = func(ready, admit func(*packages.Package)) {
		handoff.connect(ready, admit)
		loading.Wait()
		stopPacing()
		restoreLimit = limitToLoadMemory()
	}
	graph, err := execute.Run(roots, listing.Matched, opts)
	loading.Wait() // a run that stopped before the load still waits for it
	stopPacing()
	if restoreLimit != nil {
		restoreLimit()
	}
	listing.Uncut()
	res.Errors = append(res.Errors, listing.Errors()...)
	if err != nil {
		res.Errors = append(res.Errors, report.Error{Message: err.Error()})
		return res
	}
	if c.failures {
		res.Errors = append(res.Errors, analysisErrors(graph)...)
	}
	res.Packages = c.packages()
	return res
}

// Options returns the executor's options for the packages of one load,
// every one of them loaded: the packages' inspectors are built in the
// memory of those done before (a package and its test variant share
// one), and, with release, nothing reads a package's syntax once its
// rules have run, so letting it go keeps the run's memory near the
// load's. done, unless nil, is called with each package's actions once
// they have all run.
func Options(loaded []*packages.Package, release bool, done func([]*execute.Action)) *execute.Options {
	shared := shareSyntax(loaded)
	for _, p := range loaded {
		shared.loaded(p)
	}
	return options(shared, release, done)
}

func options(shared *sharedSyntax, release bool, done func([]*execute.Action)) *execute.Options {
	return &execute.Options{
		Provide: shared.provide,
		Release: release,
		Done: func(actions []*execute.Action) {
			if done != nil {
				done(actions)
			}
			shared.done(actions[0].Package)
		},
	}
}
