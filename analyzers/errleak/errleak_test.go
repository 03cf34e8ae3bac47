// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package errleak_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/errleak"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/gosdk")
}

// TestConverted: a middleware that turns returned errors into isError
// results shows their text to the model.
func TestConverted(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/converted")
}

// TestFlagTwin declares third-party sources, which cannot be annotated,
// with -sensitive: a whole package, and one function.
func TestFlagTwin(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "sensitive", "database/sql,os.ReadFile")
	ruletest.Run(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/flagged")
}

// TestImported: a declaration on a function travels to the packages that
// import it.
func TestImported(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/secrets", "errleak/imported")
}

// TestSuggestedFix: the leaked text becomes the format's fixed words, and
// the error goes to the log, with the log import added.
func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/fix")
}

// TestSuggestedFixGoSDK: the same fix on go-sdk handlers, for an error a
// generic handler returns and for the text of a CallToolResult literal.
func TestSuggestedFixGoSDK(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/fixgosdk")
}

// TestMCPGolang: mcp-golang sends a returned error's text to the model.
func TestMCPGolang(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/mcpgolang")
}
