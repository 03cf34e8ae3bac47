package errresult

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// rebuild returns the error result e, returned at r.Pos, written in the
// project's contract, to replace e: where the program declares codes, e
// built anew by Build from its message (mcp.NewToolResultError(msg)
// becomes respond.Fail(ctx, errs.NotFound, msg)), stamped as Build
// stamps; else, or where the code is not certain and needCode is false,
// e passed through the stamp (errs.Stamp(ctx,
// mcp.NewToolResultError(msg))), and the message of the fix that writes
// it. r.Message is not read. False where neither can be written with
// certainty.
func rebuild(r Request, e ast.Expr, needCode bool) (Result, string, bool) {
	if r.Decls == nil || r.Handler == nil || r.File == nil {
		return Result{}, "", false
	}
	if r.Decls.Program.Codes {
		if msg, ok := messageOf(r, e); ok {
			r.Message = msg
			if res, ok := Build(r); ok {
				return res, "build the error result with its declared code", true
			}
		}
	}
	if needCode || !stampsNeeded(r) {
		return Result{}, "", false
	}
	src, ok := edit.Source(r.Pass.Fset, e)
	if !ok {
		return Result{}, "", false
	}
	wrapped, ok := stamp(r, src)
	if !ok {
		return Result{}, "", false
	}
	printed, ok := edit.Expr(r.Pass, wrapped, r.Pos)
	if !ok {
		return Result{}, "", false
	}
	return Result{Expr: printed}, "pass the error result through the declared stamp", true
}

// messageOf returns the source of the message of e, a call of one of the
// framework's error result constructors that takes the message alone
// (mcp.NewToolResultError(msg), trpc-mcp-go's NewErrorResult(msg)).
func messageOf(r Request, e ast.Expr) (string, bool) {
	p := r.Handler.Shape.Profile
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if p == nil || !ok || len(call.Args) != 1 || call.Ellipsis.IsValid() {
		return "", false
	}
	fn, ok := typeutil.Callee(r.Pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Signature().Params().Len() != 1 || fn.Signature().Variadic() {
		return "", false
	}
	if !slices.ContainsFunc(p.ErrorResults, func(ref profiles.FuncRef) bool {
		return ref.Recv == "" && ref.Path == fn.Pkg().Path() && ref.Name == fn.Name()
	}) {
		return "", false
	}
	return edit.Source(r.Pass.Fset, call.Args[0])
}

// Repair is the fix of the return r, whose error result lacks what the
// project's contract asks of it, a code or a stamp: the result rebuilt
// (rebuild), or, for an error the framework makes a result of, the
// return of a result built in the contract (Rewrite). closedcodes and
// provenance both fix a return this way: where both report it and the
// code is certain, their fixes are one edit. needCode: the fix must give
// the result a code (closedcodes'); else a stamp is enough.
func Repair(pass *analysis.Pass, decls *declarations.Result, imports *edit.Imports, r *outcomes.Return, needCode bool) (analysis.SuggestedFix, bool) {
	switch {
	case r.Result == outcomes.ErrorResult && len(r.Stmt.Results) > 0:
		file := edit.FileOf(pass, r.Stmt)
		res, message, ok := rebuild(Request{Pass: pass, Decls: decls, Handler: r.Handler, File: file, Pos: r.Stmt.Pos()}, r.ResultExpr, needCode)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits := []analysis.TextEdit{{Pos: r.ResultExpr.Pos(), End: r.ResultExpr.End(), NewText: []byte(res.Expr)}}
		// mcp.NewToolResultError("…") becomes respond.Fail(…): an import
		// whose last use the edit removes goes too.
		edits = append(edits, imports.Unused(file, r.Cursor, r.ResultExpr.Pos(), r.ResultExpr.End(), res.Expr)...)
		return analysis.SuggestedFix{Message: message, TextEdits: edits}, true
	case r.FrameworkError && r.Result != outcomes.ErrorResult:
		return Rewrite(pass, decls, imports, r)
	}
	return analysis.SuggestedFix{}, false
}

// fromError returns the error result that takes the place of e, the error
// at the cursor at that a handler fails with and r.Message its text: e
// itself made a result by the project's function of an envelope, where e
// is a declared envelope (enveloped), so that it keeps its own code; else
// Build's result with the text.
func fromError(r Request, at inspector.Cursor, e ast.Expr) (Result, bool) {
	if r.Decls != nil && r.Handler != nil && r.File != nil {
		if call, ok := enveloped(r, at, e); ok {
			if printed, ok := edit.Expr(r.Pass, call, r.Pos); ok {
				return Result{Expr: printed}, true
			}
		}
	}
	return Build(r)
}
