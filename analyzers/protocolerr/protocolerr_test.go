// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package protocolerr_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/gosdk")
}

func TestInHouse(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/inhouse")
}

func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fix")
}

// TestSuggestedFixWrapped: an error github.com/pkg/errors wraps is not
// nil where the error it wraps is not, and gets the fix there.
func TestSuggestedFixWrapped(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fixwrap")
}

// TestEncoding: with -encoding, failures to encode the server's own values
// are reported, named as such; without it (TestMCPGo) they are not.
func TestEncoding(t *testing.T) {
	ruletest.SetDeclarationFlag(t, declarations.FlagEncoding, "true")
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/encoding")
}

// TestSuggestedFixGoSDK: the fix for go-sdk raw handlers builds the
// CallToolResult literal with IsError set.
func TestSuggestedFixGoSDK(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fixgosdk")
}

// TestNolint: //nolint comments silence findings on the lines, and over
// the declarations and statements, golangci-lint would, and nothing else.
func TestNolint(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/nolint")
}

// TestTRPC: trpc-mcp-go v0.0.20 answers a returned error with an isError
// result, so none of its handlers' errors is a protocol error.
func TestTRPC(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/trpc")
}

// TestGoMCP: go-mcp sends a returned error as a -32603 protocol error.
func TestGoMCP(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/gomcp")
}

// TestMCPGolang: mcp-golang makes every returned error an isError result.
func TestMCPGolang(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/mcpgolang")
}

// TestSuggestedFixGoMCP: the fix for go-mcp handlers builds the result
// with protocol.NewCallToolResult(content, true).
func TestSuggestedFixGoMCP(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fixgomcp")
}

// TestSuggestedFixContract: where the program declares codes and a stamp,
// the fix builds the result with its coded constructor, and only with a
// code the declarations make certain.
func TestSuggestedFixContract(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fixcontract")
}

// TestSuggestedFixEnvelope: an envelope returned as a protocol error is
// made a result by the program's own function of one, keeping its code.
func TestSuggestedFixEnvelope(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fixenvelope")
}

// TestSuggestedFixSensitive: where the program declares a sensitive
// source, the fix shows no text that may come from one.
func TestSuggestedFixSensitive(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fixsensitive")
}

// TestSuggestedFixSensitiveGoSDK: in a go-sdk raw handler, an error of a
// sensitive type is logged and the CallToolResult literal carries a fixed
// message, a bare return included.
func TestSuggestedFixSensitiveGoSDK(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fixsensitivegosdk")
}

// TestPinned: a return whose error a test of the package asserts keeps
// its finding and gets no fix; those no test asserts are fixed.
func TestPinned(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/pinned")
}
