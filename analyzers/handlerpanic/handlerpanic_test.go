// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package handlerpanic_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/handlerpanic"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/mcpgo")
}

// TestMCPGoWithRecovery: server.WithRecovery recovers panics in the package's
// mcp-go handlers, but not log.Fatal or os.Exit.
func TestMCPGoWithRecovery(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/mcpgorecovery")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/gosdk")
}

func TestInHouse(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/inhouse")
}

// TestAccessors: in-house handlers, one framework's declared with
// -handlers, that read their arguments through an accessor of their
// request.
func TestAccessors(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "handlers", "example.com/clusterkit/api.ToolHandlerFunc")
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/accessors")
}

// TestTRPC: trpc-mcp-go recovers no panic of a handler.
func TestTRPC(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/trpc")
}

// TestFoxy: a foxy-contexts callback receives the arguments as a map.
func TestFoxy(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/foxy")
}

// TestGoMCP: handlers of go-mcp, on its stubs.
func TestGoMCP(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/gomcp")
}

// TestMCPGolang: handlers of mcp-golang, on its stubs.
func TestMCPGolang(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/mcpgolang")
}

// TestDecoded: single-value assertions on untyped data a downstream
// service answered with are reported by default.
func TestDecoded(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/decoded")
}

// TestDecodedOff: -decoded=false leaves them out.
func TestDecodedOff(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "decoded", "false")
	ruletest.Run(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/decodedoff")
}

// TestSuggestedFix: unchecked assertions become the two-value form with
// a return of an isError result, in place or hoisted before the
// statement; none where the return cannot be written or hoisting would
// evaluate the assertion where the handler does not.
func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/fixmcpgo")
}

// TestSuggestedFixSDKs: the same fixes in the other profiled frameworks:
// go-sdk raw and typed handlers (whose failure is a returned error) and
// decoded data, go-mcp, trpc-mcp-go, foxy-contexts and mcp-golang; in a
// program that declares sensitive sources, without an error's text; and
// in one that declares a contract, written in it.
func TestSuggestedFixSDKs(t *testing.T) {
	for _, dir := range []string{"fixgosdk", "fixgomcp", "fixtrpc", "fixfoxy", "fixmcpgolang", "fixsensitive", "fixcontract"} {
		t.Run(dir, func(t *testing.T) {
			ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/"+dir)
		})
	}
}

// TestNoFix: findings whose repair is not mechanical get no fix.
func TestNoFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), handlerpanic.Analyzer, "handlerpanic/nofix")
}
