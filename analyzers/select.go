package analyzers

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// CheckNames checks that each listed name is one of rules and returns the
// names without blanks, so that "a,b," and a YAML list with an empty entry
// both work.
func CheckNames(rules []*analysis.Analyzer, list []string) ([]string, error) {
	var names []string
	for _, name := range list {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if !slices.ContainsFunc(rules, func(a *analysis.Analyzer) bool { return a.Name == name }) {
			return nil, fmt.Errorf("unknown rule %q; known rules: %s", name, Names(rules))
		}
		names = append(names, name)
	}
	return names, nil
}

// Select returns, in their documented order, the rules named in enable
// (every rule when enable is empty) less those named in disable: the
// meaning of -enable and -disable and of the plugin's settings alike.
func Select(rules []*analysis.Analyzer, enable, disable []string) []*analysis.Analyzer {
	var selected []*analysis.Analyzer
	for _, a := range rules {
		if len(enable) > 0 && !slices.Contains(enable, a.Name) {
			continue
		}
		if slices.Contains(disable, a.Name) {
			continue
		}
		selected = append(selected, a)
	}
	return selected
}

// Names lists the rules' names for messages, in documented order.
func Names(rules []*analysis.Analyzer) string {
	names := make([]string, len(rules))
	for i, a := range rules {
		names[i] = a.Name
	}
	return strings.Join(names, ", ")
}
