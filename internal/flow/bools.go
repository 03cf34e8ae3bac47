package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
)

// BoolValue returns the value of a boolean flag that e sets, where it is
// known: a constant, or a pointer to one made by a one-argument helper
// (ptr(true), proto.Bool(true)), as frameworks whose flag is a *bool
// (foxy-contexts' IsError) are set.
func BoolValue(info *types.Info, e ast.Expr) (value, known bool) {
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool {
		return constant.BoolVal(tv.Value), true
	}
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false, false
	}
	ptr, ok := types.Unalias(info.TypeOf(call)).(*types.Pointer)
	if !ok {
		return false, false
	}
	if b, ok := ptr.Elem().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return false, false
	}
	tv, ok := info.Types[ast.Unparen(call.Args[0])]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(tv.Value), true
}
