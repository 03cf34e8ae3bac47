// Package ruletest holds what the rules' analysistest suites share: the
// repository's testdata tree and the setting of declaration flags and of
// the rules' own.
package ruletest

import (
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// Testdata is the absolute path of the repository's analysistest tree:
// analysistest runs the go command in GOPATH mode on it, which needs one.
func Testdata(t *testing.T) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot locate the testdata tree")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}

// SetRuleFlag sets a rule's own flag (-rpccodes.legacy is the flag
// legacy of rpccodes) for the rest of the test.
func SetRuleFlag(t *testing.T, rule *analysis.Analyzer, name, value string) {
	t.Helper()
	setFlag(t, rule, name, value)
}

// SetDeclarationFlag sets a flag of the declarations pass (-codes,
// -provenance, -require, …) for the rest of the test.
func SetDeclarationFlag(t *testing.T, name, value string) {
	t.Helper()
	setFlag(t, declarations.Analyzer, name, value)
}

func setFlag(t *testing.T, a *analysis.Analyzer, name, value string) {
	t.Helper()
	f := a.Flags.Lookup(name)
	if f == nil {
		t.Fatalf("no %s flag %q", a.Name, name)
	}
	previous := f.Value.String()
	if err := f.Value.Set(value); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := f.Value.Set(previous); err != nil {
			t.Error(err)
		}
	})
}
