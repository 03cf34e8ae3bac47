package nilresult_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/gosdk")
}

func TestInHouse(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/inhouse")
}

func TestGoMCP(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/gomcp")
}

func TestMCPGolang(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), nilresult.Analyzer, "nilresult/mcpgolang")
}
