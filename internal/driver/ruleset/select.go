// Package ruleset chooses the rules a run applies and walks what they
// require: the shared passes, whose flags and results concern every rule.
package ruleset

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

// Select returns the rules to run: those listed in enable (all when enable
// is empty), minus those listed in disable, in their documented order,
// and, when the directives rule is not among them, its check of broken
// declarations, which runs whatever the selection (see
// analyzers.WithDeclarations). It
// is the meaning of the -enable and -disable flags and of the plugin's
// settings alike; prefix is how the user spells the two settings' names
// ("-" for the flags, "" for the plugin's keys), for the messages.
func Select(rules []*analysis.Analyzer, enable, disable []string, prefix string) ([]*analysis.Analyzer, error) {
	enabled, err := analyzers.CheckNames(rules, enable)
	if err != nil {
		return nil, fmt.Errorf("%senable: %w", prefix, err)
	}
	disabled, err := analyzers.CheckNames(rules, disable)
	if err != nil {
		return nil, fmt.Errorf("%sdisable: %w", prefix, err)
	}
	selected := analyzers.Select(rules, enabled, disabled)
	if len(selected) == 0 {
		return nil, fmt.Errorf("no rule left to run after %senable and %sdisable", prefix, prefix)
	}
	return analyzers.WithDeclarations(rules, selected), nil
}

// Find returns the rule named name, or nil.
func Find(rules []*analysis.Analyzer, name string) *analysis.Analyzer {
	for _, a := range rules {
		if a.Name == name {
			return a
		}
	}
	return nil
}
