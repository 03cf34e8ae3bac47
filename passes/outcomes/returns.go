package outcomes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// maxDepth bounds how far the pass follows helpers and variables.
const maxDepth = 8

// classifyReturns classifies each return of the function at fn on behalf of
// the current handler; inHelper says fn is a helper the handler follows.
func (a *analyzer) classifyReturns(fn inspector.Cursor, inHelper bool, out *[]*Return) {
	if a.following[fn.Node()] || len(a.following) > maxDepth {
		return
	}
	a.following[fn.Node()] = true
	defer delete(a.following, fn.Node())
	for _, rc := range flow.Returns(fn) {
		a.classifyReturn(fn, rc, inHelper, out)
	}
}

func (a *analyzer) classifyReturn(fn, rc inspector.Cursor, inHelper bool, out *[]*Return) {
	ret := rc.Node().(*ast.ReturnStmt)
	h := a.handler
	shape := h.Shape
	n := len(shape.Results)
	operands := ret.Results
	if len(operands) == 0 {
		operands = NamedResults(FuncType(fn))
	}
	if len(operands) == 1 && n >= 2 {
		if call, ok := ast.Unparen(operands[0]).(*ast.CallExpr); ok {
			if a.followTail(fn, call, rc, out) {
				return
			}
		}
	}
	if len(operands) == n && n >= 2 {
		if call, ok := a.sameCall(operands[0], operands[n-1], rc); ok && a.followTail(fn, call, rc, out) {
			return
		}
	}
	if a.seen[ret] || a.deadBranch(rc) {
		return
	}
	a.seen[ret] = true
	r := &Return{Stmt: ret, Cursor: rc, Handler: h, InHelper: inHelper, Err: Origin{Kind: Nil}}
	switch {
	case len(operands) == n:
		if shape.HasResult() {
			r.ResultExpr = operands[0]
			r.Result = a.classifyResult(rc, operands[0], 0)
		}
		if shape.HasError() {
			r.ErrExpr = operands[n-1]
			r.Err = a.deferredOrigin(fn, ret, n-1, a.classifyErr(rc, operands[n-1], 0))
			if r.Err.Kind == Built && a.configurationGuard(fn, rc) {
				r.Err.Kind = Misconfigured
			}
		}
	case len(operands) == 1:
		// A call returning the whole tuple that followTail did not follow:
		// a downstream call whose error may come out.
		if call, ok := ast.Unparen(operands[0]).(*ast.CallExpr); ok && shape.HasError() {
			r.Err = a.classifyCall(rc, call, 0)
		}
	default:
		return
	}
	a.decide(r)
	*out = append(*out, r)
}

// decide applies the handler's shape to the classified operands.
func (a *analyzer) decide(r *Return) {
	shape := r.Handler.Shape
	if r.Err.Kind == WrappedHandler && shape.ErrorBecomes == profiles.ToolError {
		// A wrapper that passes on, unchanged, the error of a handler its
		// own framework answers the same way (a generic handler wrapping
		// another): the error is judged where it is born.
		r.Err.Kind = Propagated
	}
	if a.failure(r.Err) {
		code, isValue := r.Err.protocolValue()
		switch {
		case shape.ErrorBecomes == profiles.ProtocolError:
			r.ProtocolError = true
			r.Code = shape.ProtocolCode
			if isValue {
				r.Code = code
			}
		case shape.ProtocolErrorsStay && r.Err.Kind == ProtocolValue:
			r.ProtocolError = true
			r.Code = code
		}
	}
	r.NilNil = shape.NilResultIsProtocolError && r.Result == NilResult && r.Err.Kind == Nil
	r.FrameworkError = shape.ErrorBecomes == profiles.ToolError && !r.ProtocolError && a.failure(r.Err)
}

// failure reports whether an error of origin o is one the rules hold a
// handler to: not exempt, and not an encoding failure unless -encoding.
func (a *analyzer) failure(o Origin) bool {
	return !o.Exempt() && (o.Kind != Encoding || a.decls.Config.Encoding)
}

// followTail handles a return of a call's whole result tuple: another
// handler's (propagated, or wrapped by an adapter), or a same-package
// helper's, whose returns are then classified in place of this one.
func (a *analyzer) followTail(caller inspector.Cursor, call *ast.CallExpr, rc inspector.Cursor, out *[]*Return) bool {
	if _, _, ok := a.hs.Callee(a.info, call); ok {
		return false // classified as propagated or wrapped by classifyCall
	}
	fn, ok := typeutil.Callee(a.info, call).(*types.Func)
	if ok {
		c, ok := a.hs.Decl(fn)
		if !ok {
			return false
		}
		if s, ok := handlers.SignatureShape(fn.Signature(), false); ok && s.ErrorBecomes == profiles.ToolError {
			return false
		}
		defer a.enter(c, caller, call)()
		a.classifyReturns(c, true, out)
		return true
	}
	// A local closure used as a helper: fail := func(…) (…, error) {…}.
	if v, ok := flow.ObjectOf(a.info, call.Fun).(*types.Var); ok {
		if c, ok := flow.Closure(a.info, v, rc); ok && a.hs.Of(c.Node()) == nil {
			a.classifyReturns(c, true, out)
			return true
		}
	}
	return false
}

// sameCall reports whether the result and error operands are the variables
// one call assigned together (res, err := helper(); return res, err).
func (a *analyzer) sameCall(result, errExpr ast.Expr, at inspector.Cursor) (*ast.CallExpr, bool) {
	rv, ok1 := flow.ObjectOf(a.info, result).(*types.Var)
	ev, ok2 := flow.ObjectOf(a.info, errExpr).(*types.Var)
	if !ok1 || !ok2 || rv == ev {
		return nil, false
	}
	rr, er := flow.Reaching(a.info, rv, at), flow.Reaching(a.info, ev, at)
	if len(rr.Defs) != 1 || len(er.Defs) != 1 || er.State == flow.Nil {
		return nil, false
	}
	rd, ed := rr.Defs[0], er.Defs[0]
	if rd.Value == nil || rd.Value != ed.Value || rd.Index != 0 {
		return nil, false
	}
	call, ok := ast.Unparen(rd.Value).(*ast.CallExpr)
	return call, ok
}

// NamedResults returns the names of a function's named results, for a bare
// return.
func NamedResults(ft *ast.FuncType) []ast.Expr {
	if ft == nil || ft.Results == nil {
		return nil
	}
	var out []ast.Expr
	for _, field := range ft.Results.List {
		if len(field.Names) == 0 {
			return nil
		}
		for _, name := range field.Names {
			out = append(out, name)
		}
	}
	return out
}
