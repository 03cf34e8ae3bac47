package flow

import (
	"go/ast"
	"go/types"
)

// ObjectOf returns the object an identifier, a selector or an instantiated
// generic name denotes, defined or used; nil for other expressions.
func ObjectOf(info *types.Info, e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if obj := info.Uses[e]; obj != nil {
			return obj
		}
		return info.Defs[e]
	case *ast.SelectorExpr:
		return info.Uses[e.Sel]
	case *ast.IndexExpr:
		return ObjectOf(info, e.X)
	case *ast.IndexListExpr:
		return ObjectOf(info, e.X)
	}
	return nil
}
