package main

import (
	"net/url"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// A suppressionRecorder is the result of a shared pass that silences
// findings through directives in the source (//toolerr:ignore, //nolint)
// and keeps what it silenced, so that formats able to show suppressed
// results (SARIF) can. EachSuppressed calls f once for each diagnostic a
// directive kept from being reported in the package: rule is the name of
// the rule that reported it, justification the reason the directive gives
// ("" when it gives none).
type suppressionRecorder interface {
	EachSuppressed(f func(rule string, d analysis.Diagnostic, justification string))
}

// A suppressedFinding is a finding that a directive in the source silenced.
type suppressedFinding struct {
	finding
	Justification string
}

// suppressionPasses lists the shared passes the rules require whose
// results record suppressed findings.
func suppressionPasses(rules []*analysis.Analyzer) []*analysis.Analyzer {
	recorder := reflect.TypeFor[suppressionRecorder]()
	var passes []*analysis.Analyzer
	for _, p := range sharedPasses(rules) {
		if p.ResultType != nil && p.ResultType.Implements(recorder) {
			passes = append(passes, p)
		}
	}
	return passes
}

// collectSuppressed gathers the findings of the given rules that directives
// silenced, deduplicated and sorted as findings are. The checker keeps the
// results of root actions only: the passes of suppressionPasses must be
// among the roots.
func collectSuppressed(graph *checker.Graph, rules []*analysis.Analyzer, dir string) []suppressedFinding {
	byName := make(map[string]*analysis.Analyzer, len(rules))
	for _, a := range rules {
		byName[a.Name] = a
	}
	seen := make(map[findingID]bool)
	var suppressed []suppressedFinding
	for _, act := range graph.Roots {
		recorder, ok := act.Result.(suppressionRecorder)
		if act.Err != nil || !ok {
			continue
		}
		recorder.EachSuppressed(func(rule string, d analysis.Diagnostic, justification string) {
			a := byName[rule]
			if a == nil {
				return // a rule that did not run in this invocation
			}
			d.URL = resolveURL(a, d)
			f := newFinding(rule, act.Package.Fset, d, dir)
			if seen[f.id()] {
				return
			}
			seen[f.id()] = true
			suppressed = append(suppressed, suppressedFinding{finding: f, Justification: justification})
		})
	}
	sortSuppressed(suppressed)
	return suppressed
}

func sortSuppressed(s []suppressedFinding) {
	slices.SortFunc(s, func(a, b suppressedFinding) int { return compareFindings(a.finding, b.finding) })
}

// resolveURL gives a silenced diagnostic the URL the checker gives a
// reported one: its own, or the rule's with the category as the anchor.
func resolveURL(a *analysis.Analyzer, d analysis.Diagnostic) string {
	raw := d.URL
	if raw == "" && d.Category != "" {
		raw = "#" + d.Category
	}
	ref, err := url.Parse(raw)
	if err != nil {
		return d.URL
	}
	base, err := url.Parse(a.URL)
	if err != nil {
		return d.URL
	}
	return base.ResolveReference(ref).String()
}
