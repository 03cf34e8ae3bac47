package directives_test

import (
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/analyzers/directives"
)

// testdata is the repository's analysistest tree. analysistest runs the Go
// command in GOPATH mode on it, which needs an absolute path.
func testdata(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestDeclarations(t *testing.T) {
	analysistest.Run(t, testdata(t), directives.Analyzer, "directives/declarations")
}

func TestSpelling(t *testing.T) {
	analysistest.Run(t, testdata(t), directives.Analyzer, "directives/spelling")
}

func TestIgnores(t *testing.T) {
	analysistest.Run(t, testdata(t), directives.Analyzer, "directives/ignores")
}

// The rule judges an ignore unused only after every rule it may name has
// run on the package, which the checker guarantees for required rules
// alone: every other rule of analyzers.All must be required.
func TestRequiresEveryOtherRule(t *testing.T) {
	for _, a := range analyzers.All {
		if a == directives.Analyzer {
			continue
		}
		if !slices.Contains(directives.Analyzer.Requires, a) {
			t.Errorf("rule %s is not required by directives; add it to the rules in analyzers/directives/rules.go", a.Name)
		}
	}
	if !slices.Contains(analyzers.All, directives.Analyzer) {
		t.Errorf("analyzers.All does not list the directives rule")
	}
}
