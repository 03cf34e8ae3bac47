package handlers_test

import (
	"fmt"
	"testing"

	"golang.org/x/tools/go/analysis"

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
			stamped := ""
			if h.Stamped {
				stamped = ", stamped"
			}
			pass.Reportf(h.Func.Node().Pos(), "handler %s: %s, tool %s%s", h.Name, shape, quoteTool(h.ToolName), stamped)
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
	ruletest.Run(t, ruletest.Testdata(t), found, "passes/handlers/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), found, "passes/handlers/gosdk")
}

func TestInHouse(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), found, "passes/handlers/inhouse")
}

// TestMiddleware holds that a provenance middleware installed as a value
// stamps every handler, declared in the package or in one it imports,
// and that a stamp taking no handler is none.
func TestMiddleware(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), found, "passes/handlers/middleware/...")
}

// indexed reports the calls the index of a package lists, with the
// function they are in, and the functions that call recover().
var indexed = &analysis.Analyzer{
	Name:     "indexedcalls",
	Doc:      "report the calls and recovers the handlers pass indexes",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		idx := pass.ResultOf[handlers.Analyzer].(*handlers.Result).Index()
		for i := range idx.Calls {
			site := &idx.Calls[i]
			callee, in := "-", "a closure"
			if site.Callee != nil {
				callee = site.Callee.Name()
			}
			if fn := site.Decl(); fn != nil {
				in = fn.Name()
			}
			pass.Reportf(site.Call.Lparen, "call %s in %s", callee, in)
		}
		for n := range idx.Recovers {
			pass.Reportf(n.Pos(), "recovers")
		}
		return nil, nil
	},
}

func TestIndex(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), indexed, "passes/handlers/index/plain", "passes/handlers/index/served")
}

// TestDoubles: the methods of testify and gomock mocks outside _test.go
// files are not handlers, whatever their signature.
func TestDoubles(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), found, "passes/handlers/doubles")
}
