package plugin_test

import (
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/analyzers/rpccodes"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
	_ "github.com/toolerrlint/toolerrlint/plugin"
)

// build goes the way golangci-lint goes: the registry by name, the
// constructor with the settings as read from YAML, then the analyzers.
func build(t *testing.T, settings any) ([]*analysis.Analyzer, error) {
	t.Helper()
	newPlugin, err := register.GetPlugin("toolerrlint")
	if err != nil {
		t.Fatalf("plugin not registered: %v", err)
	}
	p, err := newPlugin(settings)
	if err != nil {
		return nil, err
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeTypesInfo)
	}
	return p.BuildAnalyzers()
}

func names(as []*analysis.Analyzer) []string {
	var ns []string
	for _, a := range as {
		ns = append(ns, a.Name)
	}
	return ns
}

func allNames() []string { return names(analyzers.All) }

func TestEveryRuleByDefault(t *testing.T) {
	for _, tc := range []struct {
		name     string
		settings any
	}{
		{"no settings block", nil},
		{"empty settings block", map[string]any{}},
		{"empty lists", map[string]any{"enable": []any{}, "disable": []any{}, "codes": []any{}}},
		{"keys with no value", map[string]any{"enable": nil, "infra": nil, "generated": nil}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := build(t, tc.settings)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !slices.Equal(got, analyzers.All) {
				t.Errorf("analyzers = %v, want every rule %v", names(got), allNames())
			}
		})
	}
}

func TestEnableAndDisable(t *testing.T) {
	all := allNames()
	if len(all) < 2 {
		t.Skip("needs at least two rules")
	}
	first, last := all[0], all[len(all)-1]
	for _, tc := range []struct {
		name     string
		settings map[string]any
		want     []string
	}{
		{
			name:     "enable keeps the documented order",
			settings: map[string]any{"enable": []any{last, first}},
			want:     []string{first, last},
		},
		{
			name:     "disable drops a rule",
			settings: map[string]any{"disable": []any{first}},
			want:     all[1:],
		},
		{
			name:     "disable wins over enable",
			settings: map[string]any{"enable": []any{first, last}, "disable": []any{last}},
			want:     []string{first, "directives"},
		},
		{
			name:     "blank elements and spaces are ignored",
			settings: map[string]any{"enable": []any{" " + first + " ", ""}},
			want:     []string{first, "directives"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := build(t, tc.settings)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !slices.Equal(names(got), tc.want) {
				t.Errorf("analyzers = %v, want %v", names(got), tc.want)
			}
		})
	}
}

func TestBadSettings(t *testing.T) {
	knownKeys := []string{"enable", "disable", "codes", "envelope", "provenance", "handlers", "infra", "rpcerrors", "sensitive", "requires", "retryable", "returns", "require", "test-handlers", "generated", "encoding", "decoded", "rpccodes"}
	for _, tc := range []struct {
		name     string
		settings any
		want     []string // fragments the error must hold
	}{
		{
			name:     "unknown rule in enable",
			settings: map[string]any{"enable": []any{"protocolerrs"}},
			want:     append([]string{`enable: unknown rule "protocolerrs"; known rules: `}, allNames()...),
		},
		{
			name:     "unknown rule in disable",
			settings: map[string]any{"disable": []any{"closedcode"}},
			want:     append([]string{`disable: unknown rule "closedcode"; known rules: `}, allNames()...),
		},
		{
			name:     "every rule disabled",
			settings: map[string]any{"disable": toAny(allNames())},
			want:     []string{"no rule left to run"},
		},
		{
			name:     "unknown key",
			settings: map[string]any{"enabled": []any{"protocolerr"}},
			want:     append([]string{`unknown key "enabled"; known keys: `}, knownKeys...),
		},
		{
			name:     "several unknown keys",
			settings: map[string]any{"rules": []any{}, "exclude": []any{}, "enable": []any{}},
			want:     []string{`unknown keys "exclude", "rules"; known keys: ` + strings.Join(knownKeys, ", ")},
		},
		{
			name:     "a string where a list belongs",
			settings: map[string]any{"enable": "protocolerr"},
			want:     []string{`enable: want a list of strings, got the string "protocolerr"`},
		},
		{
			name:     "a list of numbers",
			settings: map[string]any{"disable": []any{1}},
			want:     []string{"disable: want a list of strings, got a list holding 1 (int)"},
		},
		{
			name:     "a string where a boolean belongs",
			settings: map[string]any{"test-handlers": "yes"},
			want:     []string{`test-handlers: want true or false, got the string "yes"`},
		},
		{
			name:     "a list where a boolean belongs",
			settings: map[string]any{"encoding": []any{true}},
			want:     []string{"encoding: want true or false, got a list holding true (bool)"},
		},
		{
			name:     "a boolean where a list belongs",
			settings: map[string]any{"codes": true},
			want:     []string{"codes: want a list of strings, got true (bool)"},
		},
		{
			name:     "a rule's unknown flag",
			settings: map[string]any{"rpccodes": map[string]any{"legacy-codes": true}},
			want:     []string{`rpccodes: unknown key "legacy-codes"; known keys: legacy`},
		},
		{
			name:     "a string where a rule's switch belongs",
			settings: map[string]any{"rpccodes": map[string]any{"legacy": "yes"}},
			want:     []string{`rpccodes.legacy: want true or false, got the string "yes"`},
		},
		{
			name:     "a rule's flags that are not a mapping",
			settings: map[string]any{"rpccodes": true},
			want:     []string{"rpccodes: want a mapping of the rule's flags to values, got true (bool)"},
		},
		{
			name:     "settings that are not a mapping",
			settings: []any{"protocolerr"},
			want:     []string{"want a mapping of setting names to values, got []interface {}"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := build(t, tc.settings)
			if err == nil {
				t.Fatalf("no error; analyzers = %v", names(got))
			}
			if !strings.HasPrefix(err.Error(), "toolerrlint settings: ") {
				t.Errorf("error %q does not name the plugin", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

// Every declaration setting reaches the flag of the same name on the
// shared pass the rules require, as the command line sets it; none is
// refused for want of a rule that reads it.
func TestDeclarationSettingsReachThePass(t *testing.T) {
	values := map[string]string{
		"codes":      "example.com/errs.Code",
		"envelope":   "example.com/errs.Envelope",
		"provenance": "example.com/errs.Stamp",
		"handlers":   "example.com/fw.Handler",
		"infra":      "example.com/db.Query",
		"sensitive":  "database/sql",
		"requires":   "example.com/errs.RateLimited=RetryAfter",
		"retryable":  "example.com/errs.RateLimited",
		"returns":    "example.com/tools.getIssue=not_found+invalid_input",
		"require":    "codes",
	}
	for key, value := range values {
		t.Run(key, func(t *testing.T) {
			var flags []*flag.Flag
			for _, a := range ruleset.Requirements(analyzers.All) {
				if f := a.Flags.Lookup(key); f != nil {
					flags = append(flags, f)
				}
			}
			if len(flags) == 0 {
				t.Fatalf("no shared pass has a -%s flag", key)
			}
			for _, f := range flags {
				t.Cleanup(func() { f.Value.Set("") })
			}
			if _, err := build(t, map[string]any{key: []any{value}}); err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			for _, f := range flags {
				if got := f.Value.String(); got != value {
					t.Errorf("-%s = %q, want %q", key, got, value)
				}
			}
		})
	}
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// The switches reach the flags of the same name on the shared pass the
// rules require, spelled as the command line takes them; a switch not
// written leaves its flag alone.
func TestSwitchSettingsReachThePass(t *testing.T) {
	lookup := func(key string) *flag.Flag {
		for _, a := range ruleset.Requirements(analyzers.All) {
			if f := a.Flags.Lookup(key); f != nil {
				return f
			}
		}
		t.Fatalf("no shared pass has a -%s flag", key)
		return nil
	}
	keys := []string{"test-handlers", "generated", "encoding", "decoded"}
	for _, key := range keys {
		f := lookup(key)
		previous := f.Value.String()
		t.Cleanup(func() { f.Value.Set(previous) })
	}
	for _, tc := range []struct {
		settings map[string]any
		want     map[string]string
	}{
		{map[string]any{"test-handlers": true, "encoding": true}, map[string]string{"test-handlers": "true", "generated": "false", "encoding": "true", "decoded": "true"}},
		{map[string]any{"generated": true, "encoding": false, "decoded": false}, map[string]string{"test-handlers": "true", "generated": "true", "encoding": "false", "decoded": "false"}},
	} {
		if _, err := build(t, tc.settings); err != nil {
			t.Fatalf("%v: %v", tc.settings, err)
		}
		for _, key := range keys {
			if got := lookup(key).Value.String(); got != tc.want[key] {
				t.Errorf("after %v: -%s = %s, want %s", tc.settings, key, got, tc.want[key])
			}
		}
	}
}

// A rule's own flag is set under a key named after the rule, as
// -RULE.flag on the command line; a setting not written leaves it alone.
func TestRuleFlagSettingsReachTheRule(t *testing.T) {
	f := rpccodes.Analyzer.Flags.Lookup(rpccodes.FlagLegacy)
	t.Cleanup(func() { f.Value.Set("false") })
	for _, tc := range []struct {
		settings map[string]any
		want     string
	}{
		{map[string]any{"rpccodes": map[string]any{"legacy": true}}, "true"},
		{map[string]any{"encoding": false}, "true"},
		{map[string]any{"rpccodes": map[string]any{"legacy": false}}, "false"},
	} {
		if _, err := build(t, tc.settings); err != nil {
			t.Fatalf("%v: %v", tc.settings, err)
		}
		if got := f.Value.String(); got != tc.want {
			t.Errorf("after %v: -rpccodes.legacy = %s, want %s", tc.settings, got, tc.want)
		}
	}
}
