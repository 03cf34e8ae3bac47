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

// Holding is what a parameter holds, on entry, of a tool call.
type Holding uint8

const (
	// HoldsArguments: the raw arguments, or a value taken from them.
	HoldsArguments Holding = 1 << iota
	// HoldsRequest: the request of an in-house framework, which hands the
	// arguments over through an accessor (see requestAccessor).
	HoldsRequest
)

// Arguments tells what each parameter of a function holds, on entry, of the
// tool call.
type Arguments func(*types.Var) Holding

// holds reports whether args says v holds h.
func (args Arguments) holds(v *types.Var, h Holding) bool {
	return args != nil && args(v)&h != 0
}

// HandlerArguments tells what the parameters of handler h hold: the call's
// arguments as an untyped map or interface, or an in-house request that
// hands them over.
func HandlerArguments(h *handlers.Handler) Arguments {
	held := make(map[*types.Var]Holding)
	params := h.Sig.Params()
	for i := 0; i < params.Len(); i++ {
		if x := paramHolding(h, i); x != 0 {
			held[params.At(i)] = x
		}
	}
	return func(v *types.Var) Holding { return held[v] }
}

// argumentValue reports whether e, at the point at, holds a value taken
// from the tool call's raw arguments: request.Params.Arguments,
// request.GetArguments(), what an in-house request's accessor returns, what
// is indexed, sliced, asserted or ranged over out of those, the arguments
// re-marshalled, and the parameters args says hold them.
func (a *analyzer) argumentValue(args Arguments, at inspector.Cursor, e ast.Expr, depth int) bool {
	return a.drawnFrom(argumentSource{a, args}, at, e, depth)
}

// valueSource is where a value is drawn from, as drawnFrom follows it:
// the expressions that are the source itself, the variables that hold
// it, and the calls that fill a variable from it.
type valueSource interface {
	// is reports whether e, not a variable, is the source.
	is(at inspector.Cursor, e ast.Expr, depth int) bool
	// held reports whether v holds the source on entry.
	held(v *types.Var) bool
	// fills reports whether the call of d, handed v's address, fills v
	// from the source.
	fills(d flow.Def, v *types.Var, depth int) bool
}

// drawnFrom reports whether e, at the point at, holds a value of src, or
// one indexed, sliced, asserted or ranged over out of it.
func (a *analyzer) drawnFrom(src valueSource, at inspector.Cursor, e ast.Expr, depth int) bool {
	if depth > maxDepth || e == nil {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		return a.drawnFrom(src, at, e.X, depth+1)
	case *ast.SliceExpr:
		return a.drawnFrom(src, at, e.X, depth+1)
	case *ast.TypeAssertExpr:
		return a.drawnFrom(src, at, e.X, depth+1)
	case *ast.SelectorExpr:
		// A field of a value drawn from the source is drawn from it: the
		// map[string]any field of a typed handler's argument struct holds
		// the caller's data as it came.
		if s := a.info.Selections[e]; s != nil && s.Kind() == types.FieldVal && a.drawnFrom(src, at, e.X, depth+1) {
			return true
		}
	case *ast.Ident:
		v, ok := flow.ObjectOf(a.info, e).(*types.Var)
		if !ok {
			return false
		}
		if src.held(v) {
			return true
		}
		if !isLocal(v) {
			return false
		}
		for _, d := range flow.Reaching(a.info, v, at).Defs {
			switch {
			case d.AddrOf:
				if src.fills(d, v, depth) {
					return true
				}
			case d.Value != nil:
				if a.drawnFrom(src, d.At, d.Value, depth+1) {
					return true
				}
			default:
				if x, ok := a.rangedOver(d, v); ok && a.drawnFrom(src, d.At, x, depth+1) {
					return true
				}
			}
		}
		return false
	}
	return src.is(at, e, depth)
}

// argumentSource is the tool call's raw arguments.
type argumentSource struct {
	a    *analyzer
	args Arguments
}

func (s argumentSource) held(v *types.Var) bool { return s.args.holds(v, HoldsArguments) }

func (s argumentSource) fills(d flow.Def, v *types.Var, depth int) bool {
	return s.a.boundFromArguments(s.args, d, v, depth)
}

func (s argumentSource) is(at inspector.Cursor, e ast.Expr, depth int) bool {
	a := s.a
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return a.argumentsField(e) || a.requestAccessor(s.args, e, types.FieldVal)
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(a.info, e).(*types.Func)
		if !ok {
			return false
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && len(e.Args) == 0 && a.requestAccessor(s.args, sel, types.MethodVal) {
			return true
		}
		for _, p := range profiles.Builtin {
			for _, ref := range p.ArgumentGetters {
				if ref.Match(fn) {
					return true
				}
			}
		}
		if fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Marshal" && len(e.Args) == 1 {
			return a.argumentValue(s.args, at, e.Args[0], depth+1)
		}
	}
	return false
}

// rangedOver returns the collection a range statement takes v's values
// from, when d is that statement giving v each element: the elements of
// a list or map taken from the arguments are argument values too. A key
// is not: it is an index, or a map's string key.
func (a *analyzer) rangedOver(d flow.Def, v *types.Var) (ast.Expr, bool) {
	rs, ok := d.At.Node().(*ast.RangeStmt)
	if !ok || rs.Value == nil || flow.ObjectOf(a.info, rs.Value) != v {
		return nil, false
	}
	return rs.X, true
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

// argumentsField reports whether sel is request.Params.Arguments, or
// request.Arguments where the profile's request holds them itself.
func (a *analyzer) argumentsField(sel *ast.SelectorExpr) bool {
	if t := a.info.TypeOf(sel.X); t != nil {
		for _, p := range profiles.Builtin {
			if p.ParamsField == "" && holdsArguments(p, sel.Sel.Name) && p.Request.MatchValueOrPointer(t) {
				return true
			}
		}
	}
	params, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	t := a.info.TypeOf(params.X)
	for _, p := range profiles.Builtin {
		if p.ParamsField != "" && params.Sel.Name == p.ParamsField && holdsArguments(p, sel.Sel.Name) && p.Request.MatchValueOrPointer(t) {
			return true
		}
	}
	return false
}

// holdsArguments reports whether the request field named field holds the
// arguments in p's requests, decoded or not.
func holdsArguments(p *profiles.Profile, field string) bool {
	return field != "" && (field == p.ArgumentsField || field == p.RawArgumentsField)
}

// requestAccessor reports whether sel reads the raw arguments off an
// in-house request: it selects an accessor (a method, when kind is
// MethodVal, or a field) on a parameter that holds the request, directly or
// through the request's embedded fields: params.GetArguments(),
// params.Request.GetArguments(), call.Args.
func (a *analyzer) requestAccessor(args Arguments, sel *ast.SelectorExpr, kind types.SelectionKind) bool {
	s := a.info.Selections[sel]
	if s == nil || s.Kind() != kind || !accessor(s.Obj()) {
		return false
	}
	x := ast.Unparen(sel.X)
	for {
		inner, ok := x.(*ast.SelectorExpr)
		if !ok {
			break
		}
		f := a.info.Selections[inner]
		if f == nil || f.Kind() != types.FieldVal || !f.Obj().(*types.Var).Embedded() {
			return false
		}
		x = ast.Unparen(inner.X)
	}
	return a.requestValue(args, x)
}

// requestValue reports whether e is a parameter that holds an in-house
// request.
func (a *analyzer) requestValue(args Arguments, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := a.info.Uses[id].(*types.Var)
	return ok && args.holds(v, HoldsRequest)
}

// accessor reports whether obj hands over the raw arguments of a call as a
// map of raw values: a method without parameters that returns one, or a
// field that holds one. Only the shape says so: an in-house framework's
// request has no profile to name its accessors.
func accessor(obj types.Object) bool {
	switch obj := obj.(type) {
	case *types.Func:
		sig := obj.Signature()
		return sig.Params().Len() == 0 && sig.Results().Len() == 1 && rawMap(sig.Results().At(0).Type())
	case *types.Var:
		return obj.IsField() && rawMap(obj.Type())
	}
	return false
}

// rawMap reports whether t is a map of raw values keyed by name:
// map[string]any.
func rawMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	key, ok := m.Key().Underlying().(*types.Basic)
	if !ok || key.Kind() != types.String {
		return false
	}
	elem, ok := m.Elem().Underlying().(*types.Interface)
	return ok && elem.Empty()
}

// maxEmbedding bounds how deep handsOverArguments looks into embedded
// fields.
const maxEmbedding = 4

// handsOverArguments reports whether a value of type t has an accessor of
// the raw arguments, its own or promoted from an embedded field.
func handsOverArguments(t types.Type) bool {
	for _, s := range typeutil.IntuitiveMethodSet(t, nil) {
		if accessor(s.Obj()) {
			return true
		}
	}
	return accessorField(t, 0)
}

// accessorField reports whether the struct t, or a struct it points to,
// has a field that is an accessor, its own or an embedded field's.
func accessorField(t types.Type, depth int) bool {
	if depth > maxEmbedding {
		return false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if accessor(f) || f.Embedded() && accessorField(f.Type(), depth+1) {
			return true
		}
	}
	return false
}

// paramHolding tells what the i-th parameter of handler h holds of the
// call: the arguments as an untyped map or interface, or decoded into a
// struct, where the shape leaves that parameter to the handler; and, in an in-house handler, a request
// with an accessor of the arguments. An SDK's request is known by its
// profile instead.
func paramHolding(h *handlers.Handler, i int) Holding {
	t := h.Sig.Params().At(i).Type()
	if isContext(t) {
		return 0
	}
	var held Holding
	typed := h.Shape.IsSDK() && i < len(h.Shape.Params) && h.Shape.Params[i] == profiles.Any
	if untyped(t) && (!h.Shape.IsSDK() || typed) || typed && argumentStruct(t) {
		held |= HoldsArguments
	}
	if !h.Shape.IsSDK() && handsOverArguments(t) {
		held |= HoldsRequest
	}
	return held
}

// argumentStruct reports whether a typed handler's parameter of type t
// receives the arguments decoded into a struct of the program's own, whose
// fields of type map[string]any, []any or any still hold them undecoded.
func argumentStruct(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// untyped reports whether a parameter of type t can receive the arguments
// undecoded: a map or an interface.
func untyped(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Map, *types.Interface:
		return true
	}
	return false
}

func isContext(t types.Type) bool {
	return profiles.Context.Match(t)
}

// inputValue reports whether e, at the point at, holds input of the tool
// call: an argument value, an SDK's request itself, what a method of the
// request returns (request.GetString("n", "")), or a variable assigned one
// of those. An in-house request is input only where it is passed on as
// one (Result.Passed): it often doubles as the call's context.
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
