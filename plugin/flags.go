package plugin

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// flagValue is a value for one analyzer's flag, set when golangci-lint asks
// for the analyzers.
type flagValue struct {
	analyzer *analysis.Analyzer
	name     string
	value    string
}

func (f flagValue) apply() error {
	if err := f.analyzer.Flags.Set(f.name, f.value); err != nil {
		return fmt.Errorf("%s: %v", f.name, err)
	}
	return nil
}

// flagValues binds each declaration setting and switch that is set to
// the flag of the same name on every analyzer that defines one: the rules, and the shared
// passes they require, where a declaration concerns all rules at once.
// Golangci-lint, like go vet and nogo, configures analyzers through their
// flags only. A setting that no analyzer reads yet is an error rather than
// a silent no-op, so that a configuration never promises a check it does
// not get.
func flagValues(rules []*analysis.Analyzer, fs []flagSetting) ([]flagValue, error) {
	all := slices.Concat(rules, ruleset.Requirements(rules))
	var values []flagValue
	for _, s := range fs {
		value := s.Value
		if value == "" {
			continue
		}
		found := false
		for _, a := range all {
			if s.Rule != "" && a.Name != s.Rule {
				continue
			}
			if a.Flags.Lookup(s.Key) != nil {
				values = append(values, flagValue{analyzer: a, name: s.Key, value: value})
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("%s: not supported yet by this version of toolerrlint; no rule reads it", s.Key)
		}
	}
	return values, nil
}

// joinNonBlank spells a list the way the flag takes it: comma-separated,
// blank elements dropped.
func joinNonBlank(list []string) string {
	var kept []string
	for _, e := range list {
		if e = strings.TrimSpace(e); e != "" {
			kept = append(kept, e)
		}
	}
	return strings.Join(kept, ",")
}
