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
	// documentation's subset keeps every scalar a string.
	for key, value := range settings {
		if value == "true" || value == "false" {
			settings[key] = value == "true"
		}
	}
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
	for _, key := range []string{"enable", "disable", "codes", "envelope", "provenance", "handlers", "infra", "sensitive", "require", "test-handlers", "generated", "encoding"} {
		if _, ok := settings[key]; !ok {
			t.Errorf("the example does not show the %s setting", key)
		}
	}
}
