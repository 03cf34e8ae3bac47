// Package outcomes classifies every return statement of every tool handler:
// success, isError result, protocol error (with where the failure came
// from), nil result with nil error, cancellation, or an error propagated
// from another handler. It follows the same-package helpers whose results a
// handler passes on unchanged, so that a finding lands on the return that
// lets the failure out.
//
// This is the engine the rules read; no rule walks a handler again.
package outcomes

import (
	"go/ast"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// Analyzer classifies the returns of the handlers of one package.
var Analyzer = &analysis.Analyzer{
	Name:       "toolerroutcomes",
	Doc:        "classify the return paths of tool handlers",
	Run:        run,
	Requires:   []*analysis.Analyzer{handlers.Analyzer, declarations.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(ErrorFact)},
}

// ResultKind says what the result operand of a return is.
type ResultKind int

const (
	// Other: a success result, or a result the pass cannot see into.
	Other ResultKind = iota
	// NilResult: provably nil.
	NilResult
	// ErrorResult: an isError result.
	ErrorResult
)

// Return is one classified return statement.
type Return struct {
	Stmt *ast.ReturnStmt
	// Cursor is the statement's cursor.
	Cursor inspector.Cursor
	// Handler is the handler whose result the statement produces.
	Handler *handlers.Handler
	// InHelper: the statement belongs to a same-package helper whose
	// results the handler returns unchanged.
	InHelper bool
	Result   ResultKind
	// Err is where the error operand comes from (Kind Nil when provably nil).
	Err Origin
	// ProtocolError: the statement lets a domain failure out as a
	// protocol error; Code is how the code is shown.
	ProtocolError bool
	Code          string
	// NilNil: a nil result with a nil error, which the framework answers
	// with a protocol error.
	NilNil bool
	// FrameworkError: the framework turns the returned error into an
	// isError result of its own making (mcp-go structured and go-sdk
	// generic handlers).
	FrameworkError bool
	// ResultExpr and ErrExpr are the operands, when the statement lists them.
	ResultExpr, ErrExpr ast.Expr
}

// Result holds the classified returns of a package.
type Result struct {
	// Returns lists each classified statement once, in the order handlers
	// were found.
	Returns []*Return

	a *analyzer
}

// ArgumentValue reports whether e, at the point c, holds a value taken from
// the tool call's arguments, given the parameters args says hold them.
func (r *Result) ArgumentValue(args Arguments, c inspector.Cursor, e ast.Expr) bool {
	return r.a.argumentValue(args, c, e, 0)
}

// DecodedValue reports whether e, at the point c, holds untyped data
// decoded from outside the process (see decodedValue): JSON a downstream
// service answered with, whose shape the server does not control.
func (r *Result) DecodedValue(args Arguments, c inspector.Cursor, e ast.Expr) bool {
	return r.a.decodedValue(args, c, e, 0)
}

// InputValue reports whether e, at the point c, holds any input of the
// tool call: an argument value, the request, or what the request's
// methods return.
func (r *Result) InputValue(args Arguments, c inspector.Cursor, e ast.Expr) bool {
	return r.a.inputValue(args, c, e, 0)
}

// Passed tells what e, an operand of a call at the point c, hands the
// callee's parameter p of the tool call: an argument value; or the
// in-house request a parameter holds, where p can read the arguments off
// it too.
func (r *Result) Passed(args Arguments, c inspector.Cursor, e ast.Expr, p *types.Var) Holding {
	var held Holding
	if r.a.argumentValue(args, c, e, 0) {
		held |= HoldsArguments
	}
	if r.a.requestValue(args, e) && handsOverArguments(p.Type()) {
		held |= HoldsRequest
	}
	return held
}

func run(pass *analysis.Pass) (any, error) {
	a := &analyzer{
		pass:      pass,
		info:      pass.TypesInfo,
		hs:        pass.ResultOf[handlers.Analyzer].(*handlers.Result),
		decls:     pass.ResultOf[declarations.Analyzer].(*declarations.Result),
		summaries: make(map[*types.Func]*Origin),
		passOns:   make(map[*types.Func]passOn),
		seen:      make(map[*ast.ReturnStmt]bool),
		following: make(map[ast.Node]bool),
	}
	res := &Result{a: a}
	for _, h := range a.hs.Handlers {
		a.handler = h
		a.classifyReturns(h.Func, false, &res.Returns)
	}
	a.handler = nil
	if len(a.hs.Handlers) > 0 || a.hs.Relevant {
		a.exportErrorFacts()
	}
	return res, nil
}

// analyzer holds the state of one package's classification.
type analyzer struct {
	pass  *analysis.Pass
	info  *types.Info
	hs    *handlers.Result
	decls *declarations.Result

	handler   *handlers.Handler // the handler being classified
	summaries map[*types.Func]*Origin
	passOns   map[*types.Func]passOn
	seen      map[*ast.ReturnStmt]bool
	following map[ast.Node]bool // helpers being followed, against recursion
	// call is the innermost call of a helper being followed, whose
	// parameters hold the caller's arguments.
	call *helperCall
}

// FuncType returns the syntax of the signature of the function at fn.
func FuncType(fn inspector.Cursor) *ast.FuncType {
	switch n := fn.Node().(type) {
	case *ast.FuncDecl:
		return n.Type
	case *ast.FuncLit:
		return n.Type
	}
	return nil
}

// isLocal reports whether v is a variable local to some function: a
// parameter, a result or a variable declared in a body.
func isLocal(v *types.Var) bool {
	return !v.IsField() && v.Pkg() != nil && v.Parent() != nil && v.Parent() != v.Pkg().Scope()
}
