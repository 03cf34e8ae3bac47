package errleak_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/errleak"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), errleak.Analyzer, "errleak/mcpgo")
}
