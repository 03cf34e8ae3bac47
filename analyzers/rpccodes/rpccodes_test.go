// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package rpccodes_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/rpccodes"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), rpccodes.Analyzer, "rpccodes/gosdk")
}

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), rpccodes.Analyzer, "rpccodes/mcpgo")
}

// TestAcrossPackages: a helper of one package takes the code, a second
// declares it, a third calls the helper with it; the finding sits at the
// constant the handler passes.
func TestAcrossPackages(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), rpccodes.Analyzer, "rpccodes/codes", "rpccodes/rpcerr", "rpccodes/cross")
}

// TestLegacy runs with -rpccodes.legacy: codes of the legacy range are
// reported too; without it (TestGoSDK, TestMCPGo) they are not.
func TestLegacy(t *testing.T) {
	ruletest.SetRuleFlag(t, rpccodes.Analyzer, rpccodes.FlagLegacy, "true")
	ruletest.Run(t, ruletest.Testdata(t), rpccodes.Analyzer, "rpccodes/legacy")
}

// TestSuggestedFix replaces the withdrawn -32002 with invalid params,
// spelt as the file can name it.
func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), rpccodes.Analyzer, "rpccodes/fix")
}

// TestInHouse: a protocol error type of an in-house framework, declared
// with //toolerr:rpcerror, is judged as the SDKs' are; a type with a Code
// field that nothing declares is not.
func TestInHouse(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), rpccodes.Analyzer, "rpccodes/inhouse")
}

// TestFlagTwin declares a third-party protocol error type with -rpcerrors.
func TestFlagTwin(t *testing.T) {
	ruletest.SetDeclarationFlag(t, declarations.FlagRPCErrors, "example.com/gateway/rpc.Status")
	ruletest.Run(t, ruletest.Testdata(t), rpccodes.Analyzer, "rpccodes/flagged")
}
