package outcomes

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/passes/flow"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// classifyResult tells what the result operand e, at the point at, is.
func (a *analyzer) classifyResult(at inspector.Cursor, e ast.Expr, depth int) ResultKind {
	if depth > maxDepth || e == nil {
		return Other
	}
	e = ast.Unparen(e)
	if flow.IsNil(a.info, e) {
		return NilResult
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(a.info, e).(*types.Func); ok {
			for _, p := range profiles.Builtin {
				for _, ref := range p.ErrorResults {
					if handlers.MatchFunc(fn, ref) {
						return ErrorResult
					}
				}
			}
		}
	case *ast.UnaryExpr:
		if lit, ok := ast.Unparen(e.X).(*ast.CompositeLit); ok && e.Op == token.AND {
			return a.literalResult(lit)
		}
	case *ast.CompositeLit:
		return a.literalResult(e)
	case *ast.Ident:
		v, ok := objectOf(a.info, e).(*types.Var)
		if !ok || !isLocal(v) {
			return Other
		}
		if a.markedError(at, v) {
			return ErrorResult
		}
		reach := flow.Reaching(a.info, v, at)
		if reach.State == flow.Nil {
			return NilResult
		}
		allNil := reach.State != flow.NonNil
		for _, d := range reach.Defs {
			var k ResultKind
			switch {
			case d.Zero:
				k = NilResult
			case d.Value == nil || d.Index > 0:
				k = Other
			default:
				k = a.classifyResult(d.At, d.Value, depth+1)
			}
			if k == ErrorResult {
				return ErrorResult
			}
			if k != NilResult {
				allNil = false
			}
		}
		if allNil && len(reach.Defs) > 0 {
			return NilResult
		}
	}
	return Other
}

// literalResult classifies a tool result literal by its isError field.
func (a *analyzer) literalResult(lit *ast.CompositeLit) ResultKind {
	for _, p := range profiles.Builtin {
		if !handlers.MatchType(a.info.TypeOf(lit), p.Result) {
			continue
		}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == p.IsErrorField {
				if tv, ok := a.info.Types[kv.Value]; ok && tv.Value != nil && !constant.BoolVal(tv.Value) {
					return Other
				}
				return ErrorResult
			}
		}
	}
	return Other
}

// markedError reports whether the function holding at turns v into an
// isError result: v.SetError(err), or v.IsError = true.
func (a *analyzer) markedError(at inspector.Cursor, v *types.Var) bool {
	var fn inspector.Cursor
	for c := range at.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		fn = c
		break
	}
	if fn.Node() == nil {
		return false
	}
	found := false
	fn.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.AssignStmt)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.CallExpr:
			sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
			if !ok || objectOf(a.info, sel.X) != v {
				return !found
			}
			if f, ok := typeutil.Callee(a.info, n).(*types.Func); ok {
				for _, p := range profiles.Builtin {
					for _, ref := range p.ErrorSetters {
						if handlers.MatchFunc(f, ref) {
							found = true
						}
					}
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
				if !ok || objectOf(a.info, sel.X) != v || i >= len(n.Rhs) {
					continue
				}
				for _, p := range profiles.Builtin {
					if sel.Sel.Name != p.IsErrorField {
						continue
					}
					if tv, ok := a.info.Types[n.Rhs[i]]; !ok || tv.Value == nil || constant.BoolVal(tv.Value) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}
