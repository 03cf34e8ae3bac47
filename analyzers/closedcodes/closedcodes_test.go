// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package closedcodes_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/closedcodes"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/gosdk")
}

// The packages that declare the set and build the results are checked
// too, and must stay silent: the set's own package may convert run-time
// values, and the constructors take codes.
func TestDeclaringPackages(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "toolerrs/errs", "toolerrs/respond")
}

// TestRequire runs with -require=codes: the package that registers
// handlers where no code set is declared is reported once; a package
// without handlers, and one that sees a code set, are not.
func TestRequire(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "require", "codes")
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer,
		"closedcodes/require", "closedcodes/require/model", "closedcodes/require/declared")
}

// Without -require, a package that declares no code set is not held to one.
func TestUndeclared(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/undeclared")
}

// TestFlagTwins declares a third-party code type and envelope with -codes
// and -envelope, which cannot be annotated, and the codes of a tool with
// -returns.
func TestFlagTwins(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "codes", "example.com/toolkit/problem.Kind")
	ruletest.SetDeclarationFlag(t, "envelope", "example.com/toolkit/problem.Detail")
	ruletest.SetDeclarationFlag(t, "returns", "closedcodes/flagged.bookSeat=2")
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/flagged")
}

// TestReturns holds tools that declare their codes with //toolerr:returns
// to them.
func TestReturns(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/returns/mcpgo", "closedcodes/returns/gosdk")
}

// TestTRPC: trpc-mcp-go turns a returned error into an isError result,
// which carries no code.
func TestTRPC(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/trpc")
}

// TestFoxy: a foxy-contexts error result sets the *bool IsError, through
// a pointer helper or a variable's address.
func TestFoxy(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/foxy")
}

// TestSuggestedFix: the result built with the coded constructor where the
// declarations make the code certain, and no fix where they do not.
func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), closedcodes.Analyzer, "closedcodes/fix", "closedcodes/fixone", "closedcodes/fixreturns", "closedcodes/fixarguments", "closedcodes/fixforged")
}
