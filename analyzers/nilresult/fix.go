package nilresult

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/handlerfix"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// suggestFix rewrites a return of no result in a handler's own body into
// a return of a result: a success result with no text where the return
// is the handler's only way to succeed (see succeeds), an isError result
// saying the tool produced no result everywhere else.
//
//	return nil, nil
//
// becomes, in an mcp-go handler of the tool close_issue,
//
//	return mcp.NewToolResultError("tool close_issue produced no result"), nil
func suggestFix(c *rule.Context, res *outcomes.Result, r *outcomes.Return) (analysis.SuggestedFix, bool) {
	h := r.Handler
	if r.InHelper {
		// A helper may serve several tools, and its results need not be
		// the handler's.
		return analysis.SuggestedFix{}, false
	}
	if fn, ok := flow.EnclosingFunc(r.Cursor); !ok || fn != h.Func {
		return analysis.SuggestedFix{}, false
	}
	n := h.Sig.Results().Len()
	if len(r.Stmt.Results) != n && len(r.Stmt.Results) != 0 {
		return analysis.SuggestedFix{}, false
	}
	for _, e := range r.Stmt.Results {
		if !flow.IsNil(c.Pass.TypesInfo, e) {
			// A variable that holds nil there: replacing its last use
			// would leave it unused.
			return analysis.SuggestedFix{}, false
		}
	}
	file := edit.FileOf(c.Pass, r.Stmt)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	site := handlerfix.Site{Pass: c.Pass, Decls: c.Decls, Handler: h, File: file, Pos: r.Stmt.Pos()}
	var operands, message string
	var edits []analysis.TextEdit
	var ok bool
	if succeeds(res, r) {
		operands, edits, ok = site.Success(handlerfix.Literal(""))
		message = "return an empty success result"
	} else {
		tool := h.ToolAt(c.Pass.TypesInfo, r.Stmt.Pos(), r.Stmt.End())
		if tool == "" {
			tool = h.ToolName
		}
		text := "the tool produced no result"
		if tool != "" {
			text = "tool " + tool + " produced no result"
		}
		operands, edits, ok = site.Failure(handlerfix.Literal(text))
		message = "return an isError result saying the tool produced no result"
	}
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	// A bare return of named results gets its operands after the keyword.
	replaced := analysis.TextEdit{Pos: r.Stmt.Return + token.Pos(len("return")), NewText: []byte(" " + operands)}
	replaced.End = replaced.Pos
	if n := len(r.Stmt.Results); n > 0 {
		replaced = analysis.TextEdit{Pos: r.Stmt.Results[0].Pos(), End: r.Stmt.Results[n-1].End(), NewText: []byte(operands)}
	}
	edits = append(edits, replaced)
	return analysis.SuggestedFix{Message: message, TextEdits: edits}, true
}

// succeeds reports whether the return r is certainly a success: it is the
// last statement of the handler's body, and every other return of the
// handler is a failure, an isError result or no result beside an error
// that is not nil. The handler has then no other way to succeed: the
// author wrote `return nil, nil` for "done".
func succeeds(res *outcomes.Result, r *outcomes.Return) bool {
	body := r.Handler.Body
	if len(body.List) == 0 || body.List[len(body.List)-1] != ast.Stmt(r.Stmt) {
		return false
	}
	for _, other := range res.Returns {
		if other == r || other.Handler != r.Handler {
			continue
		}
		failure := other.Result == outcomes.ErrorResult ||
			other.Result == outcomes.NilResult && r.Handler.Shape.HasError() && other.Err.Kind != outcomes.Nil
		if !failure {
			return false
		}
	}
	return true
}
