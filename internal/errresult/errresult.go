// Package errresult builds the source text of the isError result that a
// suggested fix writes for a tool handler: the framework's own error
// result (mcp.NewToolResultError, go-sdk's CallToolResult literal, …) as
// its profile spells it, carrying a message the caller gives as Go
// source.
//
// Every rule whose fix makes a handler fail with an error result builds
// it here, so that the fixes of protocolerr, nilresult and handlerpanic
// write the same result for the same handler.
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
	// Argument: the failure is a bad or missing argument of the call
	// (a binder's error, an argument check), which a code declared for
	// argument failures names.
	Argument bool
}

// Result is what a fix writes: the expression, and edits it needs
// elsewhere in the file (imports).
type Result struct {
	// Expr is the expression's source as gofmt prints it at Pos.
	Expr  string
	Edits []analysis.TextEdit
}

// Build returns the isError result r asks for; false where none can be
// written with certainty: the framework has no error result the fix
// knows, the handler's result is of another type, or the file does not
// import the package the result is built with under a name in scope at
// Pos.
func Build(r Request) (Result, bool) {
	h := r.Handler
	if h == nil || !h.Shape.IsSDK() || r.File == nil {
		return Result{}, false
	}
	p := h.Shape.Profile
	fix := p.Fix
	// The fix's expression is a *Result: a shape returning another type
	// (mcp-go's task handlers) has no error result to build.
	result := p.Result
	result.Pointer = true
	if fix.Expression == "" || !h.Shape.HasResult() || h.Shape.Results[0] != result {
		return Result{}, false
	}
	pkg, ok := edit.ImportName(r.File, fix.Package)
	if !ok || !InScope(r.Pass, pkg, fix.Package, r.Pos) {
		return Result{}, false
	}
	expr, ok := edit.Expr(r.Pass, fix.Expand(pkg, r.Message), r.Pos)
	if !ok {
		return Result{}, false
	}
	return Result{Expr: expr}, true
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
