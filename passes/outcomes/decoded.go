package outcomes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// decodedValue reports whether e, at the point at, holds untyped data
// decoded from outside the process: a variable of type any, map[string]any
// or []any that json.Unmarshal or a json.Decoder filled from anything but
// the tool call's arguments, or a field of such a map or slice type of a
// value another package returned (an API client's response.Data), and
// what is indexed, sliced, asserted or ranged over out of those. Its shape
// is the remote side's to decide: a single-value assertion on it panics
// when that side answers otherwise (a deleted record's nil data).
func (a *analyzer) decodedValue(args Arguments, at inspector.Cursor, e ast.Expr, depth int) bool {
	return a.drawnFrom(decodedSource{a, args}, at, e, depth)
}

// decodedSource is untyped data decoded from outside the process.
type decodedSource struct {
	a    *analyzer
	args Arguments
}

func (s decodedSource) held(*types.Var) bool { return false }

func (s decodedSource) fills(d flow.Def, v *types.Var, depth int) bool {
	return s.a.decodedInto(s.args, d, v, depth)
}

func (s decodedSource) is(_ inspector.Cursor, e ast.Expr, _ int) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && s.a.remoteField(sel)
}

// decodedInto reports whether the call of d, handed v's address, decodes
// JSON into v, of an untyped type, from anything but the arguments.
func (a *analyzer) decodedInto(args Arguments, d flow.Def, v *types.Var, depth int) bool {
	if !untypedData(v.Type()) {
		return false
	}
	call, i, ok := flow.AddressTaker(a.info, d, v)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(a.info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" {
		return false
	}
	switch {
	case fn.Name() == "Unmarshal" && i == 1:
		return !a.argumentValue(args, d.At, call.Args[0], depth+1)
	case fn.Name() == "Decode" && fn.Signature().Recv() != nil && i == 0:
		return true
	}
	return false
}

// remoteField reports whether sel selects a field of type map[string]any
// or []any of a struct declared in another package: data a client
// library decoded and handed on untyped.
func (a *analyzer) remoteField(sel *ast.SelectorExpr) bool {
	s, ok := a.info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return false
	}
	field := s.Obj()
	if field.Pkg() == nil || field.Pkg() == a.pass.Pkg || profiles.Framework(field.Pkg().Path()) {
		return false // the server's own data, or the request's
	}
	switch t := field.Type().Underlying().(type) {
	case *types.Map, *types.Slice:
		return untypedData(t)
	}
	return false
}

// untypedData reports whether t is any, a map with string keys of any, or
// a slice of any: what encoding/json decodes into without a schema.
func untypedData(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Interface:
		return u.Empty()
	case *types.Map:
		if k, ok := u.Key().Underlying().(*types.Basic); !ok || k.Kind() != types.String {
			return false
		}
		return isEmptyInterface(u.Elem())
	case *types.Slice:
		return isEmptyInterface(u.Elem())
	}
	return false
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}
