package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// A DeferredDef is an assignment to a named result made by a closure the
// function defers: it runs after every return that follows the defer
// statement, and may replace what the return set.
type DeferredDef struct {
	Def
	// Defer is the position of the defer statement.
	Defer token.Pos
	// Recovering: the closure calls recover(), so the assignment is how the
	// function answers a panic rather than a failure of its own.
	Recovering bool
}

// DeferredDefs lists the assignments to v made by the closures that the
// function at fn defers (defer func() { … }()), not those of its nested
// closures' defers.
func DeferredDefs(info *types.Info, fn inspector.Cursor, v *types.Var) []DeferredDef {
	var out []DeferredDef
	fn.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.DeferStmt)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.FuncLit:
			return c == fn
		case *ast.DeferStmt:
			lit, ok := ast.Unparen(n.Call.Fun).(*ast.FuncLit)
			if !ok {
				return false
			}
			litCur, ok := c.FindNode(lit)
			if !ok {
				return false
			}
			recovering := CallsRecover(info, lit.Body)
			litCur.Inspect([]ast.Node{(*ast.AssignStmt)(nil), (*ast.FuncLit)(nil)}, func(ac inspector.Cursor) bool {
				if _, ok := ac.Node().(*ast.FuncLit); ok {
					return ac == litCur
				}
				if d, ok := directDef(info, ac, v); ok {
					out = append(out, DeferredDef{Def: d, Defer: n.Pos(), Recovering: recovering})
				}
				return true
			})
			return false
		}
		return true
	})
	return out
}

// CallsRecover reports whether n, outside the closures in it, calls the
// built-in recover.
func CallsRecover(info *types.Info, n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if b, ok := typeutil.Callee(info, n).(*types.Builtin); ok && b.Name() == "recover" {
				found = true
			}
		}
		return !found
	})
	return found
}

// NamedResult returns the variable of the i-th named result of the
// function whose signature is ft, or nil when results are unnamed.
func NamedResult(info *types.Info, ft *ast.FuncType, i int) *types.Var {
	if ft == nil || ft.Results == nil {
		return nil
	}
	k := 0
	for _, field := range ft.Results.List {
		if len(field.Names) == 0 {
			return nil
		}
		for _, name := range field.Names {
			if k == i {
				v, _ := info.Defs[name].(*types.Var)
				return v
			}
			k++
		}
	}
	return nil
}
