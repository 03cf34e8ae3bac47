package main

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

// selectRules returns the rules to run: those listed in enable (all when
// enable is empty), minus those listed in disable, in their documented order.
func selectRules(rules []*analysis.Analyzer, enable, disable string) ([]*analysis.Analyzer, error) {
	enabled, err := analyzers.CheckNames(rules, strings.Split(enable, ","))
	if err != nil {
		return nil, fmt.Errorf("-enable: %v", err)
	}
	disabled, err := analyzers.CheckNames(rules, strings.Split(disable, ","))
	if err != nil {
		return nil, fmt.Errorf("-disable: %v", err)
	}
	selected := analyzers.Select(rules, enabled, disabled)
	if len(selected) == 0 {
		return nil, fmt.Errorf("no rule left to run after -enable and -disable")
	}
	return selected, nil
}

func findRule(rules []*analysis.Analyzer, name string) *analysis.Analyzer {
	for _, a := range rules {
		if a.Name == name {
			return a
		}
	}
	return nil
}
