package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/plugin"
)

// The example golangci-lint configuration is one the plugin accepts, with
// every setting it knows written out, and it runs every rule.
func TestGolangciExample(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(drivertest.Root(), ".golangci.example.yml"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := parseYAML(string(data))
	if err != nil {
		t.Fatalf(".golangci.example.yml is not YAML: %v", err)
	}
	v := doc
	for _, key := range []string{"linters", "settings", "custom", plugin.Name, "settings"} {
		v = mapping(t, v, key)[key]
	}
	settings := mapping(t, v, "settings")
	// YAML reads a plain true or false as a boolean; the parser of the
	// documentation's subset keeps every scalar a string. A rule's own
	// flags sit one mapping deeper.
	booleans(settings)
	newPlugin, err := register.GetPlugin(plugin.Name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(settings)
	if err != nil {
		t.Fatalf("the plugin refuses the example settings: %v", err)
	}
	rules, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rules, analyzers.All) {
		t.Errorf("the example runs %d rules, want all %d", len(rules), len(analyzers.All))
	}
	for _, key := range []string{"enable", "disable", "codes", "envelope", "provenance", "handlers", "infra", "rpcerrors", "sensitive", "require", "test-handlers", "generated", "encoding", "rpccodes"} {
		if _, ok := settings[key]; !ok {
			t.Errorf("the example does not show the %s setting", key)
		}
	}
}

// booleans turns the scalars true and false of m, and of the mappings it
// holds, into booleans, as YAML reads them.
func booleans(m map[string]any) {
	for key, value := range m {
		switch value := value.(type) {
		case string:
			if value == "true" || value == "false" {
				m[key] = value == "true"
			}
		case map[string]any:
			booleans(value)
		}
	}
}
