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

// Arguments tells which parameters of a function hold, on entry, the raw
// arguments of a tool call.
type Arguments func(*types.Var) bool

// HandlerArguments are the parameters through which handler h receives
// the call's arguments as an untyped map or interface.
func HandlerArguments(h *handlers.Handler) Arguments {
	return func(v *types.Var) bool { return argumentParam(h, v) }
}

// argumentValue reports whether e, at the point at, holds a value taken
// from the tool call's raw arguments: request.Params.Arguments,
// request.GetArguments(), what is indexed or asserted out of those, the
// arguments re-marshalled, and the parameters args names.
func (a *analyzer) argumentValue(args Arguments, at inspector.Cursor, e ast.Expr, depth int) bool {
	if depth > maxDepth || e == nil {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return a.argumentsField(e)
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(a.info, e).(*types.Func)
		if !ok {
			return false
		}
		for _, p := range profiles.Builtin {
			for _, ref := range p.ArgumentGetters {
				if ref.Match(fn) {
					return true
				}
			}
		}
		if fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Marshal" && len(e.Args) == 1 {
			return a.argumentValue(args, at, e.Args[0], depth+1)
		}
	case *ast.IndexExpr:
		return a.argumentValue(args, at, e.X, depth+1)
	case *ast.TypeAssertExpr:
		return a.argumentValue(args, at, e.X, depth+1)
	case *ast.Ident:
		v, ok := flow.ObjectOf(a.info, e).(*types.Var)
		if !ok {
			return false
		}
		if args != nil && args(v) {
			return true
		}
		if !isLocal(v) {
			return false
		}
		for _, d := range flow.Reaching(a.info, v, at).Defs {
			if d.AddrOf {
				if a.boundFromArguments(args, d, v, depth) {
					return true
				}
				continue
			}
			if d.Value != nil && a.argumentValue(args, d.At, d.Value, depth+1) {
				return true
			}
		}
	}
	return false
}

// boundFromArguments reports whether the call of d, handed v's address,
// fills v from the call's arguments: json.Unmarshal(request.Params.Arguments, &v),
// or a binder such as request.BindArguments(&v).
func (a *analyzer) boundFromArguments(args Arguments, d flow.Def, v *types.Var, depth int) bool {
	call, i, ok := flow.AddressTaker(a.info, d, v)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(a.info, call).(*types.Func)
	if !ok {
		return false
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Unmarshal" && i == 1 {
		return a.argumentValue(args, d.At, call.Args[0], depth+1)
	}
	return a.isBinder(fn)
}

// isBinder reports whether fn is a framework's argument binder.
func (a *analyzer) isBinder(fn *types.Func) bool {
	for _, p := range profiles.Builtin {
		for _, ref := range p.ArgumentBinders {
			if ref.Match(fn) {
				return true
			}
		}
	}
	return false
}

// argumentsField reports whether sel is request.Params.Arguments.
func (a *analyzer) argumentsField(sel *ast.SelectorExpr) bool {
	params, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	t := a.info.TypeOf(params.X)
	for _, p := range profiles.Builtin {
		if params.Sel.Name == p.ParamsField && sel.Sel.Name == p.ArgumentsField && p.Request.MatchValueOrPointer(t) {
			return true
		}
	}
	return false
}

// argumentParam reports whether v is a parameter through which handler h
// receives the call's arguments as an untyped map or interface.
func argumentParam(h *handlers.Handler, v *types.Var) bool {
	params := h.Sig.Params()
	for i := 0; i < params.Len(); i++ {
		if params.At(i) != v {
			continue
		}
		if h.Shape.IsSDK() && (i >= len(h.Shape.Params) || h.Shape.Params[i] != profiles.Any) {
			return false
		}
		switch v.Type().Underlying().(type) {
		case *types.Map, *types.Interface:
			return !isContext(v.Type())
		}
	}
	return false
}

func isContext(t types.Type) bool {
	return profiles.Context.Match(t)
}

// inputValue reports whether e, at the point at, holds input of the tool
// call: an argument value, the request itself, what a method of the
// request returns (request.GetString("n", "")), or a variable assigned
// one of those.
func (a *analyzer) inputValue(args Arguments, at inspector.Cursor, e ast.Expr, depth int) bool {
	if depth > maxDepth || e == nil {
		return false
	}
	if a.argumentValue(args, at, e, depth) || a.isRequest(a.info.TypeOf(e)) {
		return true
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && a.isRequest(a.info.TypeOf(sel.X)) {
			return true
		}
		if tv, ok := a.info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return a.inputValue(args, at, e.Args[0], depth+1) // a conversion
		}
	case *ast.BinaryExpr:
		return a.inputValue(args, at, e.X, depth+1) || a.inputValue(args, at, e.Y, depth+1)
	case *ast.Ident:
		v, ok := flow.ObjectOf(a.info, e).(*types.Var)
		if !ok || !isLocal(v) {
			return false
		}
		for _, d := range flow.Reaching(a.info, v, at).Defs {
			if d.AddrOf {
				if a.boundFromArguments(args, d, v, depth) {
					return true
				}
				continue
			}
			if d.Value != nil && a.inputValue(args, d.At, d.Value, depth+1) {
				return true
			}
		}
	}
	return false
}

// isRequest reports whether t is, or points to, a framework's request type.
func (a *analyzer) isRequest(t types.Type) bool {
	if t == nil {
		return false
	}
	for _, p := range profiles.Builtin {
		if p.Request.MatchValueOrPointer(t) {
			return true
		}
	}
	return false
}
