// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package silenterror_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/silenterror"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), silenterror.Analyzer, "silenterror/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), silenterror.Analyzer, "silenterror/gosdk")
}

// The packages that declare the envelope and build it must stay silent.
func TestDeclaringPackages(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), silenterror.Analyzer, "toolerrs/errs", "toolerrs/respond")
}

// Without a declared envelope or code set, nothing is an error payload.
func TestUndeclared(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), silenterror.Analyzer, "silenterror/undeclared")
}

// TestFlagTwin declares a third-party envelope with -envelope, which cannot
// be annotated.
func TestFlagTwin(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "envelope", "example.com/toolkit/problem.Detail")
	ruletest.Run(t, ruletest.Testdata(t), silenterror.Analyzer, "silenterror/flagged")
}
