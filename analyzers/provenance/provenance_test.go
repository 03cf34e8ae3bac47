package provenance_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/provenance"
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
	analysistest.Run(t, testdata(t), provenance.Analyzer, "provenance/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, testdata(t), provenance.Analyzer, "provenance/gosdk")
}

// The package that declares the stamp serves its own middleware, whose
// closure passes on what it wraps; it must stay silent.
func TestDeclaringPackages(t *testing.T) {
	analysistest.Run(t, testdata(t), provenance.Analyzer, "toolerrs/errs", "toolerrs/respond")
}

// A middleware installed on the whole server stamps every handler.
func TestServerMiddleware(t *testing.T) {
	analysistest.Run(t, testdata(t), provenance.Analyzer, "provenance/servermiddleware")
}

// Without -require, a package that declares no stamp is not held to one.
func TestUndeclared(t *testing.T) {
	analysistest.Run(t, testdata(t), provenance.Analyzer, "provenance/undeclared")
}

// TestRequire runs with -require=provenance: the package that registers
// handlers where no stamp is declared is reported once; one that sees a
// stamp is not.
func TestRequire(t *testing.T) {
	setFlag(t, "require", "provenance")
	analysistest.Run(t, testdata(t), provenance.Analyzer, "provenance/require", "closedcodes/require/declared")
}

// TestFlagTwin declares a third-party stamp with -provenance, which cannot
// be annotated.
func TestFlagTwin(t *testing.T) {
	setFlag(t, "provenance", "example.com/toolkit/problem.Annotate")
	analysistest.Run(t, testdata(t), provenance.Analyzer, "provenance/flagged")
}

// setFlag sets a flag of the declarations pass for the test, and clears it
// after.
func setFlag(t *testing.T, name, value string) {
	t.Helper()
	if err := declarations.Analyzer.Flags.Set(name, value); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := declarations.Analyzer.Flags.Set(name, ""); err != nil {
			t.Error(err)
		}
	})
}
