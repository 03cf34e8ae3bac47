package pinned

import (
	"go/ast"
	"go/constant"
	"go/types"
)

// unsetFlags returns the bool fields of the struct types fd declares, its
// test table's, that no composite literal in fd sets to anything but
// false: `expectError bool` in a table whose every entry expects success.
// An assertion under `if tc.expectError` is never made.
func (rd *reader) unsetFlags(fd *ast.FuncDecl) map[*types.Var]bool {
	flags := make(map[*types.Var]bool)
	declared := func(v *types.Var) bool { return fd.Pos() <= v.Pos() && v.Pos() < fd.End() }
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if st, ok := n.(*ast.StructType); ok {
			for _, field := range st.Fields.List {
				for _, name := range field.Names {
					if v, ok := rd.info.Defs[name].(*types.Var); ok && isBool(v.Type()) {
						flags[v] = true
					}
				}
			}
		}
		return true
	})
	if len(flags) == 0 {
		return flags
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			st, ok := types.Unalias(rd.info.TypeOf(n)).Underlying().(*types.Struct)
			if !ok {
				return true
			}
			for i, elt := range n.Elts {
				field, value := (*types.Var)(nil), elt
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok {
						field, _ = rd.info.Uses[id].(*types.Var)
					}
					value = kv.Value
				} else if i < st.NumFields() {
					field = st.Field(i)
				}
				if field != nil && !rd.isFalse(value) {
					delete(flags, field)
				}
			}
		case *ast.AssignStmt:
			// tc.expectError = true: set elsewhere than in the table.
			for _, lhs := range n.Lhs {
				if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
					if v, ok := rd.info.Uses[sel.Sel].(*types.Var); ok {
						delete(flags, v)
					}
				}
			}
		}
		return true
	})
	for v := range flags {
		if !declared(v) {
			delete(flags, v)
		}
	}
	return flags
}

// unsetFlag returns the flag cond tests, `tc.expectError`, if one of flags.
func (rd *reader) unsetFlag(cond ast.Expr, flags map[*types.Var]bool) bool {
	sel, ok := ast.Unparen(cond).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	v, ok := rd.info.Uses[sel.Sel].(*types.Var)
	return ok && flags[v]
}

func (rd *reader) isFalse(e ast.Expr) bool {
	tv, ok := rd.info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}
