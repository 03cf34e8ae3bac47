package errresult

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
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

// messageOf returns the source of the message of e, an error result the
// framework builds of a message alone: a call of one of its error result
// constructors that takes the message alone (mcp.NewToolResultError(msg),
// trpc-mcp-go's NewErrorResult(msg)), or the result as the profile's own
// fix writes it (go-sdk's &mcp.CallToolResult{IsError: true, Content:
// []mcp.Content{&mcp.TextContent{Text: msg}}}), with nothing else set.
func messageOf(r Request, e ast.Expr) (string, bool) {
	if inner, ok := stamped(r, e); ok {
		e = inner // the rebuilt result is stamped as Build stamps it
	}
	if msg, ok := constructorMessage(r, e); ok {
		return msg, true
	}
	return fixMessage(r, e)
}

// stamped returns the result e passes through a declared stamp that
// takes and returns it (errs.Stamp(ctx, mcp.NewToolResultError(msg))
// gives mcp.NewToolResultError(msg)).
func stamped(r Request, e ast.Expr) (ast.Expr, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	result := resultType(r.Handler)
	if !ok || result == nil {
		return nil, false
	}
	fn, ok := typeutil.Callee(r.Pass.TypesInfo, call).(*types.Func)
	if !ok || !slices.Contains(r.Decls.Builders().Stamps, fn) || !takesOne(fn, result, result) {
		return nil, false
	}
	params := fn.Signature().Params()
	for i := range params.Len() {
		if types.Identical(params.At(i).Type(), result) && i < len(call.Args) {
			return call.Args[i], true
		}
	}
	return nil, false
}

// constructorMessage is the message of e, a call of one of the
// framework's error result constructors that takes the message alone, or
// a format and its operands (mcp.NewToolResultErrorf(format, a...)),
// whose message is fmt.Sprintf of the same, in a file that imports fmt.
func constructorMessage(r Request, e ast.Expr) (string, bool) {
	p := r.Handler.Shape.Profile
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if p == nil || !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return "", false
	}
	fn, ok := typeutil.Callee(r.Pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || !slices.ContainsFunc(p.ErrorResults, func(ref profiles.FuncRef) bool {
		return ref.Recv == "" && ref.Path == fn.Pkg().Path() && ref.Name == fn.Name()
	}) {
		return "", false
	}
	sig := fn.Signature()
	if !types.Identical(sig.Params().At(0).Type(), types.Typ[types.String]) {
		return "", false
	}
	switch {
	case sig.Params().Len() == 1 && !sig.Variadic():
		return edit.Source(r.Pass.Fset, call.Args[0])
	case sig.Params().Len() == 2 && sig.Variadic() && len(call.Args) == 1:
		// A format without operands is its own text where it is a
		// constant without verbs.
		v := r.Pass.TypesInfo.Types[call.Args[0]].Value
		if v == nil || v.Kind() != constant.String || strings.Contains(constant.StringVal(v), "%") {
			return "", false
		}
		return edit.Source(r.Pass.Fset, call.Args[0])
	case sig.Params().Len() == 2 && sig.Variadic():
		fmtName, ok := importName(r, "fmt")
		if !ok {
			return "", false
		}
		args := make([]string, len(call.Args))
		for i, arg := range call.Args {
			if args[i], ok = edit.Source(r.Pass.Fset, arg); !ok {
				return "", false
			}
		}
		return fmtName + ".Sprintf(" + strings.Join(args, ", ") + ")", true
	}
	return "", false
}

// fixMessage is the message of e, written as the profile's fix writes an
// error result: e, as gofmt prints it, is the fix's expression filled
// with it, and holds nothing the rebuilt result would drop.
func fixMessage(r Request, e ast.Expr) (string, bool) {
	p := r.Handler.Shape.Profile
	if p == nil || p.Fix.Expression == "" {
		return "", false
	}
	pkg, ok := importName(r, p.Fix.Package)
	if !ok {
		return "", false
	}
	src, ok := edit.Source(r.Pass.Fset, e)
	if !ok || strings.Contains(src, "\n") {
		return "", false
	}
	// The fix's expression with a hole for the message, printed as gofmt
	// prints it: what comes before and after the hole must be e's.
	const hole = "toolerrlintMessage"
	template, ok := edit.Expr(r.Pass, p.Fix.Expand(pkg, hole), r.Pos)
	if !ok {
		return "", false
	}
	before, after, _ := strings.Cut(template, hole)
	if len(src) < len(before)+len(after) || !strings.HasPrefix(src, before) || !strings.HasSuffix(src, after) {
		return "", false
	}
	text := src[len(before) : len(src)-len(after)]
	// The cut fell where the message is only if it is one expression, and
	// the fix's expression filled with it prints as e does: a literal
	// with a second content ({Text: "a"}, &mcp.TextContent{Text: "b"})
	// leaves no expression in the hole.
	if _, err := parser.ParseExpr(text); err != nil {
		return "", false
	}
	if filled, ok := edit.Expr(r.Pass, p.Fix.Expand(pkg, text), r.Pos); !ok || filled != src {
		return "", false
	}
	return text, true
}

// Repair is the fix of the return r, whose error result lacks what the
// project's contract asks of it, a code or a stamp: the result rebuilt
// (rebuild), or, for an error the framework makes a result of, the
// return of a result built in the contract (Rewrite). closedcodes and
// provenance both fix a return this way: where both report it and the
// code is certain, their fixes are one edit. needCode: the fix must give
// the result a code (closedcodes'); else a stamp is enough.
func Repair(pass *analysis.Pass, decls *declarations.Result, tr *leaks.Tracer, imports *edit.Imports, r *outcomes.Return, needCode bool) (analysis.SuggestedFix, bool) {
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
		return Rewrite(pass, decls, tr, imports, r)
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
