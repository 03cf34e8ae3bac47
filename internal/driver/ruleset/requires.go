package ruleset

import "golang.org/x/tools/go/analysis"

// Requirements lists, once each and in the order a depth-first walk of
// the Requires graph meets them, the analyzers that the rules require
// directly or not and that are not rules themselves: the shared passes.
func Requirements(rules []*analysis.Analyzer) []*analysis.Analyzer {
	seen := make(map[*analysis.Analyzer]bool)
	for _, a := range rules {
		seen[a] = true
	}
	var passes []*analysis.Analyzer
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		for _, req := range a.Requires {
			if !seen[req] {
				seen[req] = true
				passes = append(passes, req)
				visit(req)
			}
		}
	}
	for _, a := range rules {
		visit(a)
	}
	return passes
}

// UsesFacts reports whether any of the rules, or any analyzer they require
// directly or not, declares fact types.
func UsesFacts(rules []*analysis.Analyzer) bool {
	for _, group := range [][]*analysis.Analyzer{rules, Requirements(rules)} {
		for _, a := range group {
			if len(a.FactTypes) > 0 {
				return true
			}
		}
	}
	return false
}
