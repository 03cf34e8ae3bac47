// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package nilresult_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/gosdk")
}

func TestInHouse(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/inhouse")
}

// TestTRPC: trpc-mcp-go sends a nil result as "result": null; a nil
// result beside an error is an isError result.
func TestTRPC(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/trpc")
}

// TestFoxy: a foxy-contexts callback returns no error, and its nil result
// crashes the dispatcher.
func TestFoxy(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/foxy")
}

// TestGoMCP: handlers of go-mcp, on its stubs.
func TestGoMCP(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/gomcp")
}

// TestMCPGolang: handlers of mcp-golang, on its stubs.
func TestMCPGolang(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/mcpgolang")
}

// TestCallbacks: a result set inside a closure that a call runs is not
// taken for nil at the return, on each SDK.
func TestCallbacks(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/callbacks")
}

// TestDoubles: testify and gomock mocks of handlers, outside _test.go
// files, are not judged as handlers.
func TestDoubles(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/doubles")
}

// TestSuggestedFix: mcp-go handlers get an isError result naming the
// tool, or an empty success where the return is the handler's only way
// to succeed.
func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/fixmcpgo")
}

// TestSuggestedFixSDKs: the same fixes in the other profiled frameworks:
// go-sdk raw handlers, go-mcp, trpc-mcp-go, foxy-contexts (whose callbacks
// return no error) and mcp-golang (whose failure is a returned error); and
// in a program that declares a contract, the isError result written in it
// where its code is certain, and the success, which carries no code.
func TestSuggestedFixSDKs(t *testing.T) {
	for _, dir := range []string{"fixgosdk", "fixgomcp", "fixtrpc", "fixfoxy", "fixmcpgolang", "fixcontract"} {
		t.Run(dir, func(t *testing.T) {
			ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/"+dir)
		})
	}
}

// TestNoFix: findings whose repair is not mechanical get no fix.
func TestNoFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/nofix")
}
