package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
)

// StringValue returns the value of a constant string expression: a
// literal, a constant, or an expression of them.
func StringValue(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
