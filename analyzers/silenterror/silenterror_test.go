package silenterror_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/silenterror"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
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

func TestMCPGo(t *testing.T) {
	analysistest.Run(t, testdata(t), silenterror.Analyzer, "silenterror/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, testdata(t), silenterror.Analyzer, "silenterror/gosdk")
}

// The packages that declare the envelope and build it must stay silent.
func TestDeclaringPackages(t *testing.T) {
	analysistest.Run(t, testdata(t), silenterror.Analyzer, "toolerrs/errs", "toolerrs/respond")
}

// Without a declared envelope or code set, nothing is an error payload.
func TestUndeclared(t *testing.T) {
	analysistest.Run(t, testdata(t), silenterror.Analyzer, "silenterror/undeclared")
}

// TestFlagTwin declares a third-party envelope with -envelope, which cannot
// be annotated.
func TestFlagTwin(t *testing.T) {
	if err := declarations.Analyzer.Flags.Set("envelope", "example.com/toolkit/problem.Detail"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := declarations.Analyzer.Flags.Set("envelope", ""); err != nil {
			t.Error(err)
		}
	})
	analysistest.Run(t, testdata(t), silenterror.Analyzer, "silenterror/flagged")
}
