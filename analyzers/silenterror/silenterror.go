package silenterror

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/directives"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports success results that carry an error.
var Analyzer = &analysis.Analyzer{
	Name:     "silenterror",
	Doc:      doc,
	URL:      "https://github.com/toolerrlint/toolerrlint/blob/main/docs/rules/silenterror.md",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, declarations.Analyzer, directives.Analyzer},
	Run:      run,
}

const doc = `report success results that carry an error

A tool result holding a declared error envelope or error code without
isError set reads to the model as a success.`

func run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	if !decls.Program.Codes && !decls.Program.Envelopes {
		return nil, nil
	}
	dirs := pass.ResultOf[directives.Analyzer].(*directives.Result)
	res := pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	for _, r := range res.Returns {
		if r.Result != outcomes.Other || r.ResultExpr == nil || r.Err.Kind != outcomes.Nil {
			continue
		}
		var what string
		switch {
		case decls.CarriesEnvelope(r.Cursor, r.ResultExpr):
			what = "an error envelope"
		case decls.CarriesCode(r.Cursor, r.ResultExpr):
			what = "an error code"
		default:
			continue
		}
		dirs.Report(pass, analysis.Diagnostic{
			Pos: r.Stmt.Pos(), End: r.Stmt.End(), Category: "silent",
			Message: fmt.Sprintf("%s returns a success result carrying %s, which the model reads as success; set isError or build it with an error constructor", r.Handler.Subject(), what),
		})
	}
	return nil, nil
}
