package flow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
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

// EnclosingFunc returns the innermost function declaration or literal
// holding at (at itself, if it is one), and false when at lies in none.
// It walks the parents itself: Cursor.Enclosing allocates its iterator,
// on a path every traced variable takes.
func EnclosingFunc(at inspector.Cursor) (inspector.Cursor, bool) {
	for c := at; c.Node() != nil; c = c.Parent() {
		switch c.Node().(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return c, true
		}
	}
	return inspector.Cursor{}, false
}

// Returns lists the return statements of the function at fn, a
// *ast.FuncDecl or *ast.FuncLit, not those of the closures inside it.
func Returns(fn inspector.Cursor) []inspector.Cursor {
	var out []inspector.Cursor
	fn.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil)}, func(c inspector.Cursor) bool {
		if _, ok := c.Node().(*ast.FuncLit); ok {
			return c == fn
		}
		if _, ok := c.Node().(*ast.ReturnStmt); ok {
			out = append(out, c)
		}
		return true
	})
	return out
}

// Closure returns the function literal that the local variable v holds at
// the point at (fail := func(…) {…}; … fail(…)), where only that
// assignment reaches it.
func Closure(info *types.Info, v *types.Var, at inspector.Cursor) (inspector.Cursor, bool) {
	if v.Kind() != types.LocalVar {
		return inspector.Cursor{}, false
	}
	reach := Reaching(info, v, at)
	if len(reach.Defs) != 1 {
		return inspector.Cursor{}, false
	}
	d := reach.Defs[0]
	if d.Value == nil || d.AddrOf || d.Index != 0 {
		return inspector.Cursor{}, false
	}
	lit, ok := ast.Unparen(d.Value).(*ast.FuncLit)
	if !ok {
		return inspector.Cursor{}, false
	}
	return d.At.FindNode(lit)
}
