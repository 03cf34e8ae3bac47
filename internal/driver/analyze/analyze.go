// Package analyze runs the rules of a standalone run on the packages it
// loads, and turns what they report into a report.
package analyze

import (
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/toolerrlint/toolerrlint/internal/driver/load"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

// Run loads the packages matching patterns in dir and runs the rules on
// them. Failures are recorded in the report rather than returned, so that
// every format can carry them next to whatever findings the run still
// produced.
func Run(dir string, patterns []string, tests bool, rules []*analysis.Analyzer) *report.Report {
	r := &report.Report{Dir: dir, Rules: rules}
	pkgs, loaded, err := load.Packages(dir, patterns, tests, ruleset.UsesFacts(rules))
	if err != nil {
		r.Errors = append(r.Errors, report.Error{Message: err.Error()})
		return r
	}
	r.Errors = append(r.Errors, load.Errors(loaded, dir)...)
	load.CutToSource(loaded)
	// The passes that record suppressed findings run anyway, as rules
	// require them; naming them as roots keeps their results readable.
	roots := append(slices.Clone(rules), suppress.Passes(rules)...)
	graph, err := checker.Analyze(roots, pkgs, nil)
	if err != nil {
		r.Errors = append(r.Errors, report.Error{Message: err.Error()})
		return r
	}
	r.Errors = append(r.Errors, analysisErrors(graph)...)
	r.Findings = collectFindings(graph, rules, dir)
	r.Suppressed = suppress.Collect(graph, rules, dir)
	unjudged(r, graph, rules, dir)
	return r
}
