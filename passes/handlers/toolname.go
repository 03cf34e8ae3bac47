package handlers

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// registrationToolName finds the tool name among the arguments of a
// registration call: s.AddTool(mcp.NewTool("get_issue", …), h). In-house
// registrations fall back to their first constant string argument.
func (d *discovery) registrationToolName(call *ast.CallExpr, s Shape) string {
	for _, arg := range call.Args {
		if p := d.toolTypeProfile(d.pass.TypesInfo.TypeOf(arg)); p != nil {
			if name := d.toolName(arg, 0); name != "" {
				return name
			}
		}
	}
	if !s.IsSDK() {
		for _, arg := range call.Args {
			if name := d.constString(arg); name != "" {
				return name
			}
		}
	}
	return ""
}

// forwardedToolName names the tool of a registration through a function
// value of the project's own, which takes each tool's name beside its
// handler: reg("code_index_project", tool, h). The name is the call's
// constant string argument, provided the function forwards the handler
// (at argument handler) to a registration. A parameter's function is the
// caller's to supply, out of sight: taking a name beside a handler is
// taken as its promise to register it under that name.
func (d *discovery) forwardedToolName(call *ast.CallExpr, fn *types.Var, sig *types.Signature, handler int) string {
	if fn.Kind() != types.ParamVar {
		defs := d.varDefs[fn]
		if len(defs) == 0 {
			return ""
		}
		for _, def := range defs {
			lit, ok := ast.Unparen(def).(*ast.FuncLit)
			if !ok || !d.forwardsHandler(lit, handler) {
				return ""
			}
		}
	}
	var name string
	for i, arg := range call.Args {
		t := paramType(sig, i)
		if i == handler || t == nil {
			continue
		}
		if b, ok := t.Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
			continue
		}
		n := d.constString(arg)
		if n == "" || name != "" {
			// A name not constant, or two names: which one is the tool's
			// is not for the analyzer to guess.
			return ""
		}
		name = n
	}
	return name
}

// forwardsHandler reports whether lit passes its parameter at index i to
// a registration, as the handler it registers.
func (d *discovery) forwardsHandler(lit *ast.FuncLit, i int) bool {
	info := d.pass.TypesInfo
	var param types.Object
	n := 0
	for _, field := range lit.Type.Params.List {
		for _, id := range field.Names {
			if n == i {
				param = info.Defs[id]
			}
			n++
		}
	}
	if param == nil {
		return false
	}
	found := false
	ast.Inspect(lit.Body, func(node ast.Node) bool {
		call, ok := node.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok {
			return true
		}
		for k, arg := range call.Args {
			if id, ok := ast.Unparen(arg).(*ast.Ident); !ok || info.Uses[id] != param {
				continue
			}
			if _, ok := d.namedShape(paramType(fn.Signature(), k)); ok {
				found = true
			}
			for _, r := range registrarsNamed(fn.Name()) {
				if r.Handler == k && r.Func.Match(fn) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// structToolName finds the tool name in a handler table entry: the field of
// a tool type (server.ServerTool's Tool), else the Name of a tool
// description of the project's own (api.ServerTool{Tool: api.Tool{Name:
// "pods_get"}, Handler: podsGet}), else a constant string field.
func (d *discovery) structToolName(lit *ast.CompositeLit, st *types.Struct) string {
	var described, fallback string
	for i, elt := range lit.Elts {
		value := elt
		var field *types.Var
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			value = kv.Value
			if id, ok := kv.Key.(*ast.Ident); ok {
				field, _ = d.pass.TypesInfo.Uses[id].(*types.Var)
			}
		} else if i < st.NumFields() {
			field = st.Field(i)
		}
		if field == nil {
			continue
		}
		if d.toolTypeProfile(field.Type()) != nil {
			if name := d.toolName(value, 0); name != "" {
				return name
			}
		}
		if described == "" {
			described = d.nameField(value)
		}
		if fallback == "" {
			fallback = d.constString(value)
		}
	}
	return cmp.Or(described, fallback)
}

// nameField returns the constant Name of a struct literal, as an in-house
// tool description states it: &Tool{Name: "get_issue", …}.
func (d *discovery) nameField(e ast.Expr) string {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok {
		e = u.X
	}
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return ""
	}
	if _, ok := d.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Struct); !ok {
		return ""
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Name" {
				return d.constString(kv.Value)
			}
		}
	}
	return ""
}

// toolTypeProfile returns the profile whose tool definition type t is.
func (d *discovery) toolTypeProfile(t types.Type) *profiles.Profile {
	if t == nil {
		return nil
	}
	for _, p := range profiles.Builtin {
		if p.ToolType.MatchValueOrPointer(t) {
			return p
		}
	}
	return nil
}

// toolName evaluates, as far as the package shows it, the name of the tool
// an expression defines.
func (d *discovery) toolName(e ast.Expr, depth int) string {
	if depth > maxDepth || e == nil {
		return ""
	}
	info := d.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return d.toolName(e.X, depth+1)
	case *ast.CompositeLit:
		p := d.toolTypeProfile(info.TypeOf(e))
		if p == nil {
			return ""
		}
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == p.ToolNameField {
					return d.constString(kv.Value)
				}
			}
		}
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok {
			return ""
		}
		for _, p := range profiles.Builtin {
			for _, tc := range p.ToolConstructors {
				if tc.Func.Match(fn) && tc.NameArg < len(e.Args) {
					return d.constString(e.Args[tc.NameArg])
				}
			}
		}
		// A factory names its tool only when every return does, and all
		// alike: one that picks between tools names none of them.
		if c, ok := d.res.Decl(fn); ok {
			return d.soleToolName(returnedExprs(c, 0), depth)
		}
	case *ast.Ident, *ast.SelectorExpr:
		// A variable likewise: its initializer names the tool unless an
		// assignment elsewhere may put another one in its place.
		if v, ok := flow.ObjectOf(info, e).(*types.Var); ok {
			return d.soleToolName(slices.Concat(d.varDefs[v], d.firstDefs[v]), depth)
		}
	}
	return ""
}

// soleToolName returns the name every one of defs gives its tool, or ""
// if one of them names none or they disagree.
func (d *discovery) soleToolName(defs []ast.Expr, depth int) string {
	var name string
	for _, def := range defs {
		n := d.toolName(def, depth+1)
		if n == "" || name != "" && n != name {
			return ""
		}
		name = n
	}
	return name
}

// constString returns the value of a constant string expression, or "".
func (d *discovery) constString(e ast.Expr) string {
	v, _ := flow.StringValue(d.pass.TypesInfo, e)
	return v
}
