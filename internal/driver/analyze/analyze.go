// Package analyze runs the rules of a standalone run on the packages it
// loads, and turns what they report into a report.
package analyze

import (
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

// Run loads the packages matching patterns in dir, runs the rules on them
// and returns the report.
func Run(dir string, patterns []string, tests bool, rules []*analysis.Analyzer) *report.Report {
	return Analyze(dir, patterns, tests, rules).Report(dir, rules)
}

// Analyze loads the packages matching patterns in dir and runs the rules
// on them, keeping what each package yields apart, so that results of
// single packages can be stored and merged with others. Failures are
// recorded in the result rather than returned, so that every format can
// carry them next to whatever findings the run still produced.
func Analyze(dir string, patterns []string, tests bool, rules []*analysis.Analyzer) *Result {
	res := new(Result)
	pkgs, loaded, err := load.Packages(dir, patterns, tests, ruleset.UsesFacts(rules))
	if err != nil {
		res.Errors = append(res.Errors, report.Error{Message: err.Error()})
		return res
	}
	res.Errors = append(res.Errors, load.Errors(loaded, dir)...)
	load.CutToSource(loaded)
	// The passes that record suppressed findings run anyway, as rules
	// require them; naming them as roots makes their results reach
	// the collector.
	roots := append(slices.Clone(rules), suppress.Passes(rules)...)
	c := newCollector(pkgs, rules, roots)
	// Nothing reads a package's syntax once its rules have run: letting
	// it go keeps the run's memory near the load's.
	shared := shareSyntax(loaded)
	done := func(actions []*execute.Action) {
		shared.done(actions[0].Package)
		c.done(actions)
	}
	var graph *execute.Graph
	withinLoadMemory(func() {
		graph, err = execute.Run(roots, pkgs, &execute.Options{Done: done, Provide: shared.provide, Release: true})
	})
	if err != nil {
		res.Errors = append(res.Errors, report.Error{Message: err.Error()})
		return res
	}
	res.Errors = append(res.Errors, analysisErrors(graph)...)
	res.Packages = c.packages()
	return res
}
