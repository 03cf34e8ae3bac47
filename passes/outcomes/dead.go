package outcomes

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// deadBranch reports whether the statement at c runs only when a value the
// framework always provides during a tool call is missing:
//
//	srv := server.ServerFromContext(ctx)
//	if srv == nil { return nil, errors.New("no server") }
//
// Such a branch never runs, and what it returns is no finding.
func (a *analyzer) deadBranch(c inspector.Cursor) bool {
	for cur := c; cur.Node() != nil; cur = cur.Parent() {
		switch cur.ParentEdgeKind() {
		case edge.IfStmt_Body:
			ifs := cur.Parent().Node().(*ast.IfStmt)
			if a.absent(cur.Parent(), ifs.Cond) {
				return true
			}
		case edge.FuncLit_Body, edge.FuncDecl_Body:
			return false
		}
	}
	return false
}

// absent reports whether cond, at the if statement at ifc, says a
// never-nil value is nil.
func (a *analyzer) absent(ifc inspector.Cursor, cond ast.Expr) bool {
	x, ok := a.comparedToNil(cond)
	if !ok {
		return false
	}
	// if v := f(ctx); v == nil: the init gives v its value.
	if init, ok := ifc.Node().(*ast.IfStmt).Init.(*ast.AssignStmt); ok && len(init.Lhs) == len(init.Rhs) {
		for i, lhs := range init.Lhs {
			if v, ok := flow.ObjectOf(a.info, lhs).(*types.Var); ok && v == flow.ObjectOf(a.info, x) {
				return a.neverNil(ifc, init.Rhs[i], 0)
			}
		}
	}
	return a.neverNil(ifc, x, 0)
}

// neverNil reports whether e holds, at the point at, what a profile's
// NeverNil function returns.
func (a *analyzer) neverNil(at inspector.Cursor, e ast.Expr, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(a.info, e).(*types.Func)
		if !ok {
			return false
		}
		for _, p := range profiles.Builtin {
			for _, ref := range p.NeverNil {
				if ref.Match(fn) {
					return true
				}
			}
		}
	case *ast.Ident:
		v, ok := a.info.Uses[e].(*types.Var)
		if !ok || !isLocal(v) {
			return false
		}
		defs := flow.Reaching(a.info, v, at).Defs
		if len(defs) == 0 {
			return false
		}
		for _, d := range defs {
			if d.Value == nil || d.AddrOf || d.Index != 0 || !a.neverNil(d.At, d.Value, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// comparedToNil returns x of a condition x == nil (or nil == x).
func (a *analyzer) comparedToNil(cond ast.Expr) (ast.Expr, bool) {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return nil, false
	}
	switch {
	case flow.IsNil(a.info, b.Y):
		return b.X, true
	case flow.IsNil(a.info, b.X):
		return b.Y, true
	}
	return nil, false
}
