// Package errresult builds the isError result a suggested fix writes for
// a tool handler, and the fixes that write one:
//
//   - Build: the source of the result, given its message: the
//     framework's own (mcp.NewToolResultError(…), go-sdk's CallToolResult
//     literal, …) as the handler's profile spells it, or, where the
//     program declares a code set or a stamp, the project's coded
//     constructor and stamp (respond.Fail(ctx, errs.NotFound, "…")), so
//     that the fixed line passes closedcodes and provenance too;
//   - Message: the text of a returned error, as a person writes it; where
//     errleak's tracing (Leaks) finds that text may come from a sensitive
//     source, a fixed message instead, and the log call that keeps the
//     error for the operator (LogBefore), as errleak's fix writes them;
//   - Rewrite: the fix of a return that lets a failure out as an error;
//   - Repair: the fix of an error result that lacks the code or the
//     stamp the contract asks for.
//
// Every rule whose fix makes a handler fail with an error result builds
// it here (protocolerr, closedcodes, provenance; nilresult and
// handlerpanic), so that their fixes write the same result for the same
// handler, and agree where they meet.
package errresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// Request says which error result to build, where.
type Request struct {
	Pass *analysis.Pass
	// Decls is what the program declares; nil builds the framework's
	// bare error result, whatever it declares.
	Decls *declarations.Result
	// Handler is the handler whose result the expression is.
	Handler *handlers.Handler
	// File holds Pos; Pos is where the expression goes.
	File *ast.File
	Pos  token.Pos
	// Message is the Go source of the message, an expression of type
	// string: `"missing id"`, `err.Error()`.
	Message string
}

// Result is what a fix writes. It needs no edit elsewhere: every package
// it names, the file imports already.
type Result struct {
	// Expr is the expression's source as gofmt prints it at Pos.
	Expr string
}

// Build returns the isError result r asks for; false where none can be
// written with certainty. Without declarations (Decls nil, or a program
// that declares neither codes nor stamps) it is the framework's own error
// result, as the handler's profile spells it: false where the framework
// has none the profile knows, the handler's result is of another type,
// or the file does not import the package the result is built with
// under a name in scope at Pos. With them it is written in the project's
// contract (see coded and stamp), or not at all.
func Build(r Request) (Result, bool) {
	if r.Handler == nil || r.File == nil || r.Pass == nil {
		return Result{}, false
	}
	var expr string
	stamped := false
	if r.Decls != nil && r.Decls.Program.Codes {
		call, stamps, ok := coded(r)
		if !ok {
			return Result{}, false
		}
		expr, stamped = call, stamps
	} else {
		sdk, ok := frameworkResult(r)
		if !ok {
			return Result{}, false
		}
		expr = sdk
	}
	if !stamped && stampsNeeded(r) {
		wrapped, ok := stamp(r, expr)
		if !ok {
			return Result{}, false
		}
		expr = wrapped
	}
	printed, ok := edit.Expr(r.Pass, expr, r.Pos)
	if !ok {
		return Result{}, false
	}
	return Result{Expr: printed}, true
}

// frameworkResult is the framework's own error result carrying r's
// message, as the handler's profile spells it.
func frameworkResult(r Request) (string, bool) {
	h := r.Handler
	if !h.Shape.IsSDK() {
		return "", false
	}
	p := h.Shape.Profile
	fix := p.Fix
	// The fix's expression is a *Result: a shape returning another type
	// (mcp-go's task handlers) has no error result to build.
	result := p.Result
	result.Pointer = true
	if fix.Expression == "" || !h.Shape.HasResult() || h.Shape.Results[0] != result {
		return "", false
	}
	pkg, ok := importName(r, fix.Package)
	if !ok {
		return "", false
	}
	return fix.Expand(pkg, r.Message), true
}

// InScope reports whether name, at pos, is the package path: a local
// declaration may hide the file's import.
func InScope(pass *analysis.Pass, name, path string, pos token.Pos) bool {
	scope := pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	_, obj := scope.LookupParent(name, pos)
	pn, ok := obj.(*types.PkgName)
	return ok && pn.Imported().Path() == path
}
