package nilresult

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/directives"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports handlers returning a nil result with a nil error.
var Analyzer = &analysis.Analyzer{
	Name:     "nilresult",
	Doc:      doc,
	URL:      "https://github.com/toolerrlint/toolerrlint/blob/main/docs/rules/nilresult.md",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, directives.Analyzer},
	Run:      run,
}

const doc = `report nil results returned with a nil error

Most tool frameworks answer a handler that returns neither a result nor an
error with a protocol error that the model never sees. Return a result.`

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	dirs := pass.ResultOf[directives.Analyzer].(*directives.Result)
	for _, r := range res.Returns {
		if !r.NilNil {
			continue
		}
		dirs.Report(pass, analysis.Diagnostic{
			Pos:      r.Stmt.Pos(),
			End:      r.Stmt.End(),
			Category: "nil-result",
			Message:  fmt.Sprintf("%s returns a nil result and a nil error, which the client receives as a protocol error; return a result", r.Handler.Subject()),
		})
	}
	return nil, nil
}
