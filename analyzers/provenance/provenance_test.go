// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package provenance_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/provenance"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), provenance.Analyzer, "provenance/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), provenance.Analyzer, "provenance/gosdk")
}

// The package that declares the stamp serves its own middleware, whose
// closure passes on what it wraps; it must stay silent.
func TestDeclaringPackages(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), provenance.Analyzer, "toolerrs/errs", "toolerrs/respond")
}

// A middleware installed on the whole server stamps every handler.
func TestServerMiddleware(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), provenance.Analyzer, "provenance/servermiddleware")
}

// Without -require, a package that declares no stamp is not held to one.
func TestUndeclared(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), provenance.Analyzer, "provenance/undeclared")
}

// TestRequire runs with -require=provenance: the package that registers
// handlers where no stamp is declared is reported once; one that sees a
// stamp is not.
func TestRequire(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "require", "provenance")
	ruletest.Run(t, ruletest.Testdata(t), provenance.Analyzer, "provenance/require", "closedcodes/require/declared")
}

// TestFlagTwin declares a third-party stamp with -provenance, which cannot
// be annotated.
func TestFlagTwin(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "provenance", "example.com/toolkit/problem.Annotate")
	ruletest.Run(t, ruletest.Testdata(t), provenance.Analyzer, "provenance/flagged")
}

// TestSuggestedFix: the result passed through the declared stamp, or
// built with the coded constructor that stamps where the code is certain.
func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), provenance.Analyzer, "provenance/fix", "provenance/fixstamp", "provenance/fixenvelope", "provenance/fixenvelope/twice")
}
