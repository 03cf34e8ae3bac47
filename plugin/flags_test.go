package plugin

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// listFlag records what it is set to, and refuses a value holding "!".
type listFlag struct{ value string }

func (f *listFlag) String() string { return f.value }

func (f *listFlag) Set(s string) error {
	if strings.Contains(s, "!") {
		return errors.New("malformed name")
	}
	f.value = s
	return nil
}

// standIns returns a rule that requires a shared pass declaring -codes and
// -infra, a second rule declaring its own -infra, and a third with no
// flags, with the flags' values.
func standIns() (rules []*analysis.Analyzer, passCodes, passInfra, ruleInfra *listFlag) {
	passCodes, passInfra, ruleInfra = new(listFlag), new(listFlag), new(listFlag)
	pass := &analysis.Analyzer{Name: "declarations"}
	pass.Flags.Var(passCodes, "codes", "code types")
	pass.Flags.Var(passInfra, "infra", "infrastructure")
	first := &analysis.Analyzer{Name: "first", Requires: []*analysis.Analyzer{pass}}
	second := &analysis.Analyzer{Name: "second", Requires: []*analysis.Analyzer{pass}}
	second.Flags.Var(ruleInfra, "infra", "infrastructure")
	third := &analysis.Analyzer{Name: "third"}
	return []*analysis.Analyzer{first, second, third}, passCodes, passInfra, ruleInfra
}

func TestDeclarationSettingsReachTheFlags(t *testing.T) {
	rules, passCodes, passInfra, ruleInfra := standIns()
	p, err := newPlugin(map[string]any{
		"disable": []any{"second"}, // flags of a disabled rule are still set: it costs nothing and keeps one meaning
		"codes":   []any{"example.com/errs.Code", " ", "example.com/api.Status"},
		"infra":   []any{"example.com/db.Query"},
	}, rules)
	if err != nil {
		t.Fatalf("newPlugin: %v", err)
	}
	if passCodes.value != "" || passInfra.value != "" {
		t.Fatalf("flags set before BuildAnalyzers: codes=%q infra=%q", passCodes.value, passInfra.value)
	}
	got, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatalf("BuildAnalyzers: %v", err)
	}
	if len(got) != 2 || got[0].Name != "first" || got[1].Name != "third" {
		t.Errorf("analyzers = %v, want [first third]", got)
	}
	for _, c := range []struct {
		flag *listFlag
		name string
		want string
	}{
		{passCodes, "declarations -codes", "example.com/errs.Code,example.com/api.Status"},
		{passInfra, "declarations -infra", "example.com/db.Query"},
		{ruleInfra, "second -infra", "example.com/db.Query"},
	} {
		if c.flag.value != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.flag.value, c.want)
		}
	}
}

func TestDeclarationSettingsNoAnalyzerReads(t *testing.T) {
	rules, _, _, _ := standIns()
	_, err := newPlugin(map[string]any{"envelope": []any{"example.com/errs.Envelope"}}, rules)
	want := "toolerrlint settings: envelope: not supported yet"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error = %v, want one containing %q", err, want)
	}
}

func TestFlagRefusesValue(t *testing.T) {
	rules, _, _, _ := standIns()
	p, err := newPlugin(map[string]any{"codes": []any{"example.com/errs.Code!"}}, rules)
	if err != nil {
		t.Fatalf("newPlugin: %v", err)
	}
	_, err = p.BuildAnalyzers()
	want := "toolerrlint settings: codes: malformed name"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %q", err, want)
	}
}
