package main

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// parseRuleList splits a comma-separated list of rule names, rejecting any
// name that is not a rule. Empty elements are ignored so that "a,b," works.
func parseRuleList(rules []*analysis.Analyzer, list string) ([]string, error) {
	var names []string
	for name := range strings.SplitSeq(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if findRule(rules, name) == nil {
			return nil, fmt.Errorf("unknown rule %q; known rules: %s", name, ruleNames(rules))
		}
		names = append(names, name)
	}
	return names, nil
}

// selectRules returns the rules to run: those listed in enable (all when
// enable is empty), minus those listed in disable, in their documented order.
func selectRules(rules []*analysis.Analyzer, enable, disable string) ([]*analysis.Analyzer, error) {
	enabled, err := parseRuleList(rules, enable)
	if err != nil {
		return nil, fmt.Errorf("-enable: %v", err)
	}
	disabled, err := parseRuleList(rules, disable)
	if err != nil {
		return nil, fmt.Errorf("-disable: %v", err)
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

// ruleNames lists the rule names for messages, in documented order.
func ruleNames(rules []*analysis.Analyzer) string {
	names := make([]string, len(rules))
	for i, a := range rules {
		names[i] = a.Name
	}
	return strings.Join(names, ", ")
}
