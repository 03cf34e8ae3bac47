package protocolerr

import (
	"fmt"
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/directives"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports domain failures that tool handlers return as protocol
// errors.
var Analyzer = &analysis.Analyzer{
	Name:     "protocolerr",
	Doc:      doc,
	URL:      "https://github.com/toolerrlint/toolerrlint/blob/main/docs/rules/protocolerr.md",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, directives.Analyzer},
	Run:      run,
}

const doc = `report domain failures returned as protocol errors

A tool handler must report a bad argument, a missing record, a failed
downstream call or a broken business rule as a tool result with isError set,
which the model reads and acts on. A returned error that the framework turns
into a JSON-RPC error (mcp-go: -32603; go-sdk raw handlers: code 0) is hidden
from the model by most clients.`

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	dirs := pass.ResultOf[directives.Analyzer].(*directives.Result)
	for _, r := range res.Returns {
		if !r.ProtocolError {
			continue
		}
		code := ""
		if r.Code != "" {
			code = " (" + r.Code + ")" // in-house frameworks have no known code
		}
		d := analysis.Diagnostic{
			Pos:      r.Stmt.Pos(),
			End:      r.Stmt.End(),
			Category: r.Err.Category(),
			Message: fmt.Sprintf("%s returns %s as a protocol error%s, which the model never sees; return an isError result",
				r.Handler.Subject(), r.Err.Describe(), code),
		}
		if fix, ok := suggestFix(pass, r); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		dirs.Report(pass, d)
	}
	return nil, nil
}

// fileOf returns the file of pass holding n.
func fileOf(pass *analysis.Pass, n ast.Node) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= n.Pos() && n.Pos() < f.FileEnd {
			return f
		}
	}
	return nil
}
