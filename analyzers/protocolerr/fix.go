package protocolerr

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// suggestFix rewrites `return nil, err` in a handler into a return of the
// isError result its framework's profile builds (mcp-go:
// `mcp.NewToolResultError(…), nil`; go-sdk: `&mcp.CallToolResult{IsError:
// true, …}, nil`), where the rewrite is mechanical: the statement is the
// handler's own, its result is nil, and the file already imports the
// package the result comes from.
func suggestFix(pass *analysis.Pass, imports *edit.Imports, r *outcomes.Return) (analysis.SuggestedFix, bool) {
	h := r.Handler
	if r.InHelper || r.ResultExpr == nil || r.ErrExpr == nil || len(r.Stmt.Results) != 2 {
		return analysis.SuggestedFix{}, false
	}
	if !h.Shape.IsSDK() || !h.Shape.Fixable {
		return analysis.SuggestedFix{}, false
	}
	if !flow.IsNil(pass.TypesInfo, r.ResultExpr) {
		return analysis.SuggestedFix{}, false
	}
	file := edit.FileOf(pass, r.Stmt)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	text, ok := errresult.Message(pass, h.Shape.Profile, r.Cursor, r.ErrExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	result, ok := errresult.Build(errresult.Request{Pass: pass, Handler: h, File: file, Pos: r.Stmt.Pos(), Message: text})
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	edits := []analysis.TextEdit{{
		Pos:     r.ResultExpr.Pos(),
		End:     r.ErrExpr.End(),
		NewText: []byte(result.Expr + ", nil"),
	}}
	edits = append(edits, result.Edits...)
	// errors.New("…") becomes "…": an import whose last use the edit
	// removes goes too, so that the fixed file still builds.
	edits = append(edits, imports.Unused(file, r.Cursor, r.ResultExpr.Pos(), r.ErrExpr.End(), result.Expr)...)
	return analysis.SuggestedFix{Message: "return the failure as an isError result", TextEdits: edits}, true
}
