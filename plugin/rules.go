package plugin

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

// selectRules returns the rules to run, as the -enable and -disable flags
// choose them.
func selectRules(rules []*analysis.Analyzer, enable, disable []string) ([]*analysis.Analyzer, error) {
	enabled, err := analyzers.CheckNames(rules, enable)
	if err != nil {
		return nil, fmt.Errorf("enable: %w", err)
	}
	disabled, err := analyzers.CheckNames(rules, disable)
	if err != nil {
		return nil, fmt.Errorf("disable: %w", err)
	}
	selected := analyzers.Select(rules, enabled, disabled)
	if len(selected) == 0 {
		return nil, fmt.Errorf("no rule left to run after enable and disable")
	}
	return selected, nil
}
