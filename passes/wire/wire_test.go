package wire_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// panicOutcomes name what a panic becomes in diagnostics.
var panicOutcomes = map[wire.PanicOutcome]string{
	wire.Crash:                "crash",
	wire.PanicAsProtocolError: "protocol error",
	wire.PanicAsResult:        "isError result",
}

// judged reports the wire the pass judges each handler by: at the handler,
// for the package's own, and at the package clause for the handlers of
// imported packages it serves.
var judged = &analysis.Analyzer{
	Name:     "judgedwires",
	Doc:      "report the wire the wire pass judges each handler by",
	Requires: []*analysis.Analyzer{handlers.Analyzer, wire.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[wire.Analyzer].(*wire.Result)
		for _, h := range pass.ResultOf[handlers.Analyzer].(*handlers.Result).Handlers {
			if j, ok := res.Judged(h.ID); ok {
				pass.Reportf(h.Func.Node().Pos(), "%s: %s", j.Subject, describe(j))
			} else {
				pass.Reportf(h.Func.Node().Pos(), "%s: judged elsewhere", h.Name)
			}
		}
		for _, home := range res.Homes {
			for _, id := range home.IDs {
				j, _ := res.Judged(id)
				pass.Reportf(pass.Files[0].Package, "%s of %s: %s", j.Subject, home.Pkg.Name(), describe(j))
			}
		}
		return nil, nil
	},
}

// describe says what a judgement holds.
func describe(j *wire.Judgement) string {
	var says []string
	if j.Served {
		says = append(says, "served")
	}
	if j.Converted {
		says = append(says, "converted by "+j.ConvertedBy)
	}
	if j.ToolErrors {
		says = append(says, "tool errors")
	}
	if j.Stamped {
		says = append(says, "stamped")
	}
	panics := panicOutcomes[j.Panic]
	if j.RecoveredBy != "" {
		panics += " by " + j.RecoveredBy
	}
	return strings.Join(append(says, "panic: "+panics), ", ")
}

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), judged, "passes/wire/mcpgo")
}

// A handler of a library is judged in the package that serves it.
func TestLibrary(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), judged, "passes/wire/library", "passes/wire/plain")
}

// carried reports, at the package clause, the handlers whose summaries the
// package carries from each import, and whether it carries every summary
// of the import's fact.
var carried = &analysis.Analyzer{
	Name:     "carriedsummaries",
	Doc:      "report the summaries the wire pass carries from each import",
	Requires: []*analysis.Analyzer{wire.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, c := range pass.ResultOf[wire.Analyzer].(*wire.Result).Carried {
			all := "some"
			if c.All {
				all = "all"
			}
			pass.Reportf(pass.Files[0].Package, "carries %d of %s, %s", len(c.IDs), c.Pkg.Name(), all)
		}
		return nil, nil
	},
}

// An import whose summaries the package carries, some of them from
// another import holding the same handlers, is carried whole: the rules
// read its table whole, without looking up each handler.
func TestCarried(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), carried, "passes/wire/carry/mid", "passes/wire/carry/top")
}

// A program's main package judges the closures that a function of another
// package returns only where something it is built from uses the
// function, or, for a method, its receiver's type or a function returning
// one: mcp-go. Another package that serves them, which cannot tell what a
// program above it uses, judges them all, and names those nothing it is
// built from uses as judged as if registered.
func TestReachedMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), judged, "passes/wire/reach/mw", "passes/wire/reach/cmd", "passes/wire/reach/srv")
}

// The same for go-sdk: a method whose receiver's type the program uses,
// a factory it calls, and a method of a type it never uses.
func TestReachedGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), judged, "passes/wire/reach/gosdkmw", "passes/wire/reach/gosdkcmd")
}
