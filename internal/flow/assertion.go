package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// AssertionChecked reports whether a single-value assertion of x to t at
// the point at cannot fail, because an earlier check of the same
// assertion guards it:
//
//	if _, ok := x.(T); !ok { return … }      // then x.(T) below
//	v, ok := x.(T); if !ok { return … }
//	if _, ok := x.(T); ok { … x.(T) … }
//	switch x.(type) { case T: … x.(T) … }
//
// x is compared by structure, so that the map may come from a call:
// request.GetArguments()[name].(T) after a check of that very expression.
func AssertionChecked(info *types.Info, at inspector.Cursor, x ast.Expr, t types.Type) bool {
	check := assertion{info: info, x: x, t: t}
	for cur := at; ; cur = cur.Parent() {
		parent := cur.Parent()
		if parent.Node() == nil {
			return false
		}
		switch cur.ParentEdgeKind() {
		case edge.BlockStmt_List, edge.CaseClause_Body, edge.CommClause_Body:
			for sib, has := cur.PrevSibling(); has; sib, has = sib.PrevSibling() {
				switch s := sib.Node().(type) {
				case *ast.IfStmt:
					if ok := check.commaOK(s.Init); ok != nil && s.Else == nil && Exits(info, s.Body.List) && negates(info, s.Cond, ok) {
						return true
					}
					if s.Init == nil && s.Else == nil && Exits(info, s.Body.List) {
						for _, ok := range check.earlierOKs(sib) {
							if negates(info, s.Cond, ok) {
								return true
							}
						}
					}
				}
			}
		case edge.IfStmt_Body:
			s := parent.Node().(*ast.IfStmt)
			if ok := check.commaOK(s.Init); ok != nil && affirms(info, s.Cond, ok) {
				return true
			}
		case edge.FuncLit_Body, edge.FuncDecl_Body:
			return false
		}
		if clause, ok := cur.Node().(*ast.CaseClause); ok {
			if sw, ok := parent.Parent().Node().(*ast.TypeSwitchStmt); ok && check.switchesOn(sw) && len(clause.List) == 1 {
				if ct := info.TypeOf(clause.List[0]); ct != nil && types.Identical(ct, t) {
					return true
				}
			}
		}
	}
}

// assertion is the x.(t) being checked.
type assertion struct {
	info *types.Info
	x    ast.Expr
	t    types.Type
}

// commaOK returns the ok variable of `v, ok := x.(t)` (or =), nil when s is
// not that statement.
func (a assertion) commaOK(s ast.Stmt) *types.Var {
	as, isAssign := s.(*ast.AssignStmt)
	if !isAssign || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return nil
	}
	ta, isAssert := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
	if !isAssert || ta.Type == nil || !SameExpr(a.info, ta.X, a.x) {
		return nil
	}
	if tt := a.info.TypeOf(ta.Type); tt == nil || !types.Identical(tt, a.t) {
		return nil
	}
	v, _ := ObjectOf(a.info, as.Lhs[1]).(*types.Var)
	return v
}

// earlierOKs lists the ok variables of checks among the statements before
// the one at s in its block.
func (a assertion) earlierOKs(s inspector.Cursor) []*types.Var {
	var out []*types.Var
	for sib, has := s.PrevSibling(); has; sib, has = sib.PrevSibling() {
		if st, isStmt := sib.Node().(ast.Stmt); isStmt {
			if ok := a.commaOK(st); ok != nil {
				out = append(out, ok)
			}
		}
	}
	return out
}

// switchesOn reports whether sw is `switch x.(type)` or `switch v := x.(type)`.
func (a assertion) switchesOn(sw *ast.TypeSwitchStmt) bool {
	var e ast.Expr
	switch s := sw.Assign.(type) {
	case *ast.ExprStmt:
		e = s.X
	case *ast.AssignStmt:
		if len(s.Rhs) == 1 {
			e = s.Rhs[0]
		}
	}
	ta, ok := ast.Unparen(e).(*ast.TypeAssertExpr)
	return ok && SameExpr(a.info, ta.X, a.x)
}

// negates reports whether cond holds exactly when ok is false: !ok, ok == false.
func negates(info *types.Info, cond ast.Expr, ok *types.Var) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		return c.Op == token.NOT && isVar(info, c.X, ok)
	case *ast.BinaryExpr:
		if c.Op == token.LOR {
			return negates(info, c.X, ok) || negates(info, c.Y, ok)
		}
		return c.Op == token.EQL && (isVar(info, c.X, ok) && isFalse(info, c.Y) || isVar(info, c.Y, ok) && isFalse(info, c.X))
	}
	return false
}

// affirms reports whether cond holding implies ok: ok, ok && ….
func affirms(info *types.Info, cond ast.Expr, ok *types.Var) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.Ident:
		return isVar(info, c, ok)
	case *ast.BinaryExpr:
		return c.Op == token.LAND && (affirms(info, c.X, ok) || affirms(info, c.Y, ok))
	}
	return false
}

func isFalse(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// SameExpr reports whether a and b denote the same value by structure:
// the same variables, fields, constants, indexes and calls. Calls are
// taken to be pure, which holds for the accessors this is used on.
func SameExpr(info *types.Info, a, b ast.Expr) bool {
	a, b = ast.Unparen(a), ast.Unparen(b)
	if tva, ok := info.Types[a]; ok && tva.Value != nil {
		tvb, ok := info.Types[b]
		return ok && tvb.Value != nil && constant.Compare(tva.Value, token.EQL, tvb.Value)
	}
	switch x := a.(type) {
	case *ast.Ident:
		y, ok := b.(*ast.Ident)
		return ok && ObjectOf(info, x) != nil && ObjectOf(info, x) == ObjectOf(info, y)
	case *ast.SelectorExpr:
		y, ok := b.(*ast.SelectorExpr)
		if !ok || x.Sel.Name != y.Sel.Name {
			return false
		}
		if ObjectOf(info, x) != ObjectOf(info, y) {
			return false
		}
		if _, isPkg := info.Uses[identOf(x.X)].(*types.PkgName); isPkg {
			return true
		}
		return SameExpr(info, x.X, y.X)
	case *ast.IndexExpr:
		y, ok := b.(*ast.IndexExpr)
		return ok && SameExpr(info, x.X, y.X) && SameExpr(info, x.Index, y.Index)
	case *ast.StarExpr:
		y, ok := b.(*ast.StarExpr)
		return ok && SameExpr(info, x.X, y.X)
	case *ast.CallExpr:
		y, ok := b.(*ast.CallExpr)
		if !ok || len(x.Args) != len(y.Args) || !SameExpr(info, x.Fun, y.Fun) {
			return false
		}
		for i := range x.Args {
			if !SameExpr(info, x.Args[i], y.Args[i]) {
				return false
			}
		}
		return true
	case *ast.TypeAssertExpr:
		y, ok := b.(*ast.TypeAssertExpr)
		if !ok || x.Type == nil || y.Type == nil || !SameExpr(info, x.X, y.X) {
			return false
		}
		tx, ty := info.TypeOf(x.Type), info.TypeOf(y.Type)
		return tx != nil && ty != nil && types.Identical(tx, ty)
	}
	return false
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}
