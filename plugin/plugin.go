// Package plugin registers toolerrlint as a golangci-lint module plugin
// named "toolerrlint".
//
// A custom golangci-lint binary that imports this package for its side
// effect runs the toolerrlint rules as one linter, configured under
// linters.settings.custom.toolerrlint.settings with the keys the command
// line has as flags: enable, disable, codes, envelope, provenance,
// handlers, infra, require, test-handlers, generated, encoding and
// decoded, and, under a key named after the rule, the flags of a rule's
// own (rpccodes: {legacy: true}). See
// docs/integrations.md.
package plugin

import (
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// Name is the linter name under which golangci-lint knows the plugin, and
// the name //nolint comments use.
const Name = "toolerrlint"

func init() {
	register.Plugin(Name, New)
}

// New builds the plugin from the settings golangci-lint read from its
// configuration. Every problem with the settings is reported here, before
// any package is loaded.
func New(settings any) (register.LinterPlugin, error) {
	return newPlugin(settings, analyzers.All)
}

// linterPlugin holds the validated choice of rules and the flag values to
// hand to them.
type linterPlugin struct {
	rules []*analysis.Analyzer
	flags []flagValue
}

func newPlugin(raw any, rules []*analysis.Analyzer) (*linterPlugin, error) {
	s, err := decodeSettings(raw)
	if err != nil {
		return nil, fmt.Errorf("%s settings: %w", Name, err)
	}
	selected, err := ruleset.Select(rules, s.Enable, s.Disable, "")
	if err != nil {
		return nil, fmt.Errorf("%s settings: %w", Name, err)
	}
	flags, err := flagValues(rules, append(s.flagSettings(), s.ruleFlagSettings()...))
	if err != nil {
		return nil, fmt.Errorf("%s settings: %w", Name, err)
	}
	return &linterPlugin{rules: selected, flags: flags}, nil
}

// BuildAnalyzers sets the analyzer flags the settings name, as the command
// line would, and returns the enabled rules.
func (p *linterPlugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	for _, f := range p.flags {
		if err := f.apply(); err != nil {
			return nil, fmt.Errorf("%s settings: %w", Name, err)
		}
	}
	return p.rules, nil
}

// GetLoadMode asks for type information: every rule needs it to recognise
// handlers and the framework calls they make.
func (p *linterPlugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
