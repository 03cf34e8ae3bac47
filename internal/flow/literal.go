package flow

import (
	"go/ast"
	"go/types"
)

// StructElement returns the field of st that the i-th element of a struct
// literal of type st sets, and the value it sets it to: the keyed field
// for Key: value, the i-th field for a positional element. The field is
// nil when the element names none, as in code that does not type-check.
func StructElement(st *types.Struct, i int, elt ast.Expr) (*types.Var, ast.Expr) {
	kv, ok := elt.(*ast.KeyValueExpr)
	if !ok {
		if i < st.NumFields() {
			return st.Field(i), elt
		}
		return nil, elt
	}
	id, ok := kv.Key.(*ast.Ident)
	if !ok {
		return nil, kv.Value
	}
	for f := range st.Fields() {
		if f.Name() == id.Name {
			return f, kv.Value
		}
	}
	return nil, kv.Value
}
