package plugin

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// selectRules returns the rules to run, in their documented order: those
// named in enable (every rule when enable is empty), less those named in
// disable, as the -enable and -disable flags choose them.
func selectRules(rules []*analysis.Analyzer, enable, disable []string) ([]*analysis.Analyzer, error) {
	enabled, err := ruleNames(rules, enable)
	if err != nil {
		return nil, fmt.Errorf("enable: %w", err)
	}
	disabled, err := ruleNames(rules, disable)
	if err != nil {
		return nil, fmt.Errorf("disable: %w", err)
	}
	var selected []*analysis.Analyzer
	for _, a := range rules {
		if len(enabled) > 0 && !slices.Contains(enabled, a.Name) {
			continue
		}
		if slices.Contains(disabled, a.Name) {
			continue
		}
		selected = append(selected, a)
	}
	if len(selected) == 0 {
		return nil, fmt.Errorf("no rule left to run after enable and disable")
	}
	return selected, nil
}

// ruleNames checks that every listed name is a rule. Blank elements are
// skipped, as the flags skip empty elements of a comma-separated list.
func ruleNames(rules []*analysis.Analyzer, list []string) ([]string, error) {
	var names []string
	for _, name := range list {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if !slices.ContainsFunc(rules, func(a *analysis.Analyzer) bool { return a.Name == name }) {
			known := make([]string, len(rules))
			for i, a := range rules {
				known[i] = a.Name
			}
			return nil, fmt.Errorf("unknown rule %q; known rules: %s", name, strings.Join(known, ", "))
		}
		names = append(names, name)
	}
	return names, nil
}
