package handlers_test

import (
	"fmt"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// found reports each handler the pass finds, with its framework, shape and
// tool, so that fixtures can say what it must find.
var found = &analysis.Analyzer{
	Name:     "foundhandlers",
	Doc:      "report the handlers the handlers pass finds",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, h := range pass.ResultOf[handlers.Analyzer].(*handlers.Result).Handlers {
			shape := h.Shape.Kind // "in-house"
			if h.Shape.IsSDK() {
				shape = h.Shape.Profile.Name + " " + shape
			}
			pass.Reportf(h.Func.Node().Pos(), "handler %s: %s, tool %s", h.Name, shape, quoteTool(h.ToolName))
		}
		return nil, nil
	},
}

func quoteTool(name string) string {
	if name == "" {
		return "unknown"
	}
	return fmt.Sprintf("%q", name)
}

func TestMCPGo(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), found, "passes/handlers/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), found, "passes/handlers/gosdk")
}

func TestInHouse(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), found, "passes/handlers/inhouse")
}
