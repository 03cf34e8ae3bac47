package closedcodes_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/closedcodes"
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
	analysistest.Run(t, testdata(t), closedcodes.Analyzer, "closedcodes/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, testdata(t), closedcodes.Analyzer, "closedcodes/gosdk")
}

// The packages that declare the set and build the results are checked
// too, and must stay silent: the set's own package may convert run-time
// values, and the constructors take codes.
func TestDeclaringPackages(t *testing.T) {
	analysistest.Run(t, testdata(t), closedcodes.Analyzer, "toolerrs/errs", "toolerrs/respond")
}

// TestRequire runs with -require=codes: the package that registers
// handlers where no code set is declared is reported once; a package
// without handlers, and one that sees a code set, are not.
func TestRequire(t *testing.T) {
	setFlag(t, "require", "codes")
	analysistest.Run(t, testdata(t), closedcodes.Analyzer,
		"closedcodes/require", "closedcodes/require/model", "closedcodes/require/declared")
}

// Without -require, a package that declares no code set is not held to one.
func TestUndeclared(t *testing.T) {
	analysistest.Run(t, testdata(t), closedcodes.Analyzer, "closedcodes/undeclared")
}

// TestFlagTwins declares a third-party code type and envelope with -codes
// and -envelope, which cannot be annotated.
func TestFlagTwins(t *testing.T) {
	setFlag(t, "codes", "example.com/toolkit/problem.Kind")
	setFlag(t, "envelope", "example.com/toolkit/problem.Detail")
	analysistest.Run(t, testdata(t), closedcodes.Analyzer, "closedcodes/flagged")
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
