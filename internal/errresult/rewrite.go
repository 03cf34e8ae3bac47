package errresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Rewrite is the fix of a return that lets a failure out as an error (a
// protocol error, or one the framework makes a result of its own): the
// return of an isError result and a nil error, where the rewrite is
// mechanical:
//
//	return nil, err                          -> return mcp.NewToolResultError(err.Error()), nil
//	return nil, out, &jsonrpc.Error{…}       -> return &mcp.CallToolResult{IsError: true, …}, out, nil
//	return mcp.NewToolResultError("x"), err  -> return mcp.NewToolResultError("x"), nil
//	return                                   -> return mcp.NewToolResultError(err.Error()), nil
//
// The new result is Build's, in the project's contract where it declares
// one, with the error's text as its message (errors.New("x")
// gives "x"); where that text comes from a sensitive source, a fixed
// message, the error logged before the return (Message):
//
//	return nil, fmt.Errorf("query %s: %w", id, err) -> log.Printf("query %s: %v", id, err)
//	                                                   return mcp.NewToolResultError(fmt.Sprintf("query %s", id)), nil
//
// An envelope returned as the error is made a result by the project's
// own function of one (fromError). A return in a helper whose results
// the handler returns unchanged is rewritten in the helper, whose results
// are the handler's.
// No fix where the result beside the error is neither nil nor an error
// result, which the rewrite would drop; nor for a bare return in a
// function that defers a call, which may read the named results, or
// whose results include a _.
func Rewrite(pass *analysis.Pass, decls *declarations.Result, tr *leaks.Tracer, imports *edit.Imports, r *outcomes.Return) (analysis.SuggestedFix, bool) {
	h := r.Handler
	if r.ResultExpr == nil || r.ErrExpr == nil {
		return analysis.SuggestedFix{}, false
	}
	fn, ok := enclosing(r.Cursor)
	if !ok || r.InHelper && !sameResults(pass.TypesInfo, fn, h.Sig) {
		return analysis.SuggestedFix{}, false
	}
	file := edit.FileOf(pass, r.Stmt)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	bare := len(r.Stmt.Results) == 0
	if bare && (defers(fn) || blankResult(fn)) {
		return analysis.SuggestedFix{}, false
	}
	var result Result
	var text Text
	switch {
	case r.Result == outcomes.ErrorResult:
		// The error result is there already: only the error goes.
	case r.Result == outcomes.NilResult || !bare && flow.IsNil(pass.TypesInfo, r.ResultExpr):
		text, ok = Message(pass, tr, h.Shape.Profile, r.Cursor, r.ErrExpr)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		result, ok = fromError(Request{Pass: pass, Decls: decls, Handler: h, File: file, Pos: r.Stmt.Pos(), Message: text.Expr}, r.Cursor, r.ErrExpr)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
	default:
		return analysis.SuggestedFix{}, false
	}
	var edits []analysis.TextEdit
	if text.Log != "" {
		logged, ok := LogBefore(pass, file, r.Stmt, text.Log)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = logged
	}
	if bare {
		// The named results spelled out: the result, those between it and
		// the error (go-sdk's output) as they stand, and a nil error.
		named := outcomes.NamedResults(outcomes.FuncType(fn))
		operands := make([]string, 0, len(named))
		for _, e := range named[:len(named)-1] {
			operands = append(operands, e.(*ast.Ident).Name)
		}
		if result.Expr != "" {
			operands[0] = result.Expr
		}
		end := r.Stmt.Return + token.Pos(len("return"))
		edits = append(edits, analysis.TextEdit{Pos: end, End: end, NewText: []byte(" " + strings.Join(append(operands, "nil"), ", "))})
	} else {
		if result.Expr != "" {
			edits = append(edits, analysis.TextEdit{Pos: r.ResultExpr.Pos(), End: r.ResultExpr.End(), NewText: []byte(result.Expr)})
		}
		edits = append(edits, analysis.TextEdit{Pos: r.ErrExpr.Pos(), End: r.ErrExpr.End(), NewText: []byte("nil")})
		// errors.New("…") becomes "…": an import whose last use the edit
		// removes goes too, so that the fixed file still builds; the log
		// call keeps the packages its operands name.
		edits = append(edits, imports.Unused(file, r.Cursor, r.ErrExpr.Pos(), r.ErrExpr.End(), result.Expr+" "+text.Log)...)
	}
	if result.Expr == "" {
		return analysis.SuggestedFix{Message: "return the error result with a nil error", TextEdits: edits}, true
	}
	if text.Log != "" {
		return analysis.SuggestedFix{Message: "log the error and return a fixed message as an isError result", TextEdits: edits}, true
	}
	return analysis.SuggestedFix{Message: "return the failure as an isError result", TextEdits: edits}, true
}

// enclosing returns the function declaration or literal whose body holds
// the return at c.
func enclosing(c inspector.Cursor) (inspector.Cursor, bool) {
	for f := range c.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return f, true
	}
	return inspector.Cursor{}, false
}

// sameResults reports whether the function fn, a helper, returns what a
// handler of signature sig returns, so that its return can hold the
// handler's error result.
func sameResults(info *types.Info, fn inspector.Cursor, sig *types.Signature) bool {
	var t types.Type
	switch n := fn.Node().(type) {
	case *ast.FuncDecl:
		t = info.TypeOf(n.Name)
	case *ast.FuncLit:
		t = info.TypeOf(n)
	}
	own, ok := t.(*types.Signature)
	return ok && sig != nil && types.Identical(own.Results(), sig.Results())
}

// blankResult reports whether one of the named results of fn is _,
// which a return cannot spell out.
func blankResult(fn inspector.Cursor) bool {
	for _, e := range outcomes.NamedResults(outcomes.FuncType(fn)) {
		if e.(*ast.Ident).Name == "_" {
			return true
		}
	}
	return false
}

// defers reports whether the function fn defers a call, which may read
// or set its named results after a bare return.
func defers(fn inspector.Cursor) bool {
	for range fn.Preorder((*ast.DeferStmt)(nil)) {
		return true
	}
	return false
}
