package outcomes

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/flow"
)

// classifyResult tells what the result operand e, at the point at, is.
// Whether it is an isError result is the declarations pass's question,
// which the rules on codes and stamps ask of the same values.
func (a *analyzer) classifyResult(at inspector.Cursor, e ast.Expr, depth int) ResultKind {
	if depth > maxDepth || e == nil {
		return Other
	}
	e = ast.Unparen(e)
	if flow.IsNil(a.info, e) {
		return NilResult
	}
	if a.decls.IsErrorResult(at, e) {
		return ErrorResult
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return Other
	}
	v, ok := flow.ObjectOf(a.info, id).(*types.Var)
	if !ok || !isLocal(v) {
		return Other
	}
	reach := flow.Reaching(a.info, v, at)
	if reach.State == flow.Nil {
		return NilResult
	}
	if reach.State == flow.NonNil || len(reach.Defs) == 0 {
		return Other
	}
	for _, d := range reach.Defs {
		switch {
		case d.Zero:
		case d.Value != nil && d.Index == 0 && a.classifyResult(d.At, d.Value, depth+1) == NilResult:
		default:
			return Other
		}
	}
	return NilResult
}
