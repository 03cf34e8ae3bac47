package protocolerr_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/gosdk")
}

func TestInHouse(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/inhouse")
}

func TestSuggestedFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, ruletest.Testdata(t), protocolerr.Analyzer, "protocolerr/fix")
}
