package outcomes

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// configurationGuard reports whether the return at rc lies in the body of
// an if statement whose condition says a part of the server's
// configuration was never set up: a value fixed before the call began (a
// variable the function captures, a package variable, a field of a
// method's receiver), which the function does not assign, is nil.
//
//	if cache == nil {
//		return nil, errors.New("lockdown cache is not configured")
//	}
//
// No request reaches such a branch or leaves it: the failure is the
// server's, which the model can do nothing about. A guard on a flag
// (writes disabled) is a policy the model can adapt to, and stays a
// finding.
func (a *analyzer) configurationGuard(fn, rc inspector.Cursor) bool {
	for cur := rc; cur.Node() != nil && cur != fn; cur = cur.Parent() {
		switch cur.ParentEdgeKind() {
		case edge.IfStmt_Body:
			ifs := cur.Parent().Node().(*ast.IfStmt)
			return ifs.Init == nil && a.unset(fn, ifs.Cond, a.call)
		case edge.IfStmt_Else, edge.FuncLit_Body, edge.FuncDecl_Body,
			edge.CaseClause_Body, edge.CommClause_Body, edge.RangeStmt_Body, edge.ForStmt_Body:
			return false
		}
	}
	return false
}

// unset reports whether cond says that values fixed before fn runs are
// nil.
func (a *analyzer) unset(fn inspector.Cursor, cond ast.Expr, call *helperCall) bool {
	if c, ok := ast.Unparen(cond).(*ast.BinaryExpr); ok && c.Op == token.LOR {
		return a.unset(fn, c.X, call) && a.unset(fn, c.Y, call)
	}
	x, ok := a.comparedToNil(cond)
	return ok && a.fixedBefore(fn, x, call)
}

// fixedBefore reports whether e reads nothing but values fixed before fn
// runs, and at least one variable. Where fn is a helper being followed
// from call, its parameters are the arguments of that call, as fixed as
// they are in the caller.
func (a *analyzer) fixedBefore(fn inspector.Cursor, e ast.Expr, call *helperCall) bool {
	body := fn.Node()
	var recv *types.Var
	if decl, ok := body.(*ast.FuncDecl); ok && decl.Recv != nil && len(decl.Recv.List) == 1 && len(decl.Recv.List[0].Names) == 1 {
		recv, _ = a.info.Defs[decl.Recv.List[0].Names[0]].(*types.Var)
	}
	fixed, vars := true, 0
	ast.Inspect(e, func(n ast.Node) bool {
		if !fixed {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			// Only conversions and len/cap read without calling out.
			if tv, ok := a.info.Types[n.Fun]; ok && tv.IsType() {
				return true
			}
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok {
				if b, ok := a.info.Uses[id].(*types.Builtin); ok && (b.Name() == "len" || b.Name() == "cap") {
					return true
				}
			}
			fixed = false
		case *ast.UnaryExpr:
			fixed = n.Op != token.ARROW
		case *ast.SelectorExpr:
			if sel, ok := a.info.Selections[n]; ok && sel.Kind() != types.FieldVal {
				fixed = false // a method value
			}
		case *ast.Ident:
			switch obj := a.info.Uses[n].(type) {
			case *types.Var:
				if obj.IsField() {
					return true
				}
				vars++
				if call != nil && call.fn == fn {
					if arg, ok := call.args[obj]; ok {
						fixed = !a.assignedIn(body, obj) && a.fixedBefore(call.caller, arg, call.up)
						return false
					}
				}
				inside := obj.Pos() >= body.Pos() && obj.Pos() < body.End()
				if (inside && obj != recv) || a.assignedIn(body, obj) {
					fixed = false
				}
			case *types.Const, *types.Nil, *types.TypeName, *types.PkgName, *types.Builtin, nil:
			default:
				fixed = false
			}
		}
		return fixed
	})
	return fixed && vars > 0
}

// assignedIn reports whether v is assigned, or has its address taken, in
// node.
func (a *analyzer) assignedIn(node ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(node, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if id, ok := ast.Unparen(lhs).(*ast.Ident); ok && a.info.ObjectOf(id) == v {
					found = true
				}
			}
		case *ast.IncDecStmt:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && a.info.ObjectOf(id) == v {
				found = true
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op == token.AND && a.info.ObjectOf(id) == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// helperCall is the call through which a helper's returns are classified
// as the handler's.
type helperCall struct {
	fn, caller inspector.Cursor
	site       inspector.Cursor        // the call, in caller
	args       map[*types.Var]ast.Expr // the helper's parameters
	up         *helperCall
}

// enter records that the helper at fn is followed from a call in caller,
// and returns the function that leaves it.
func (a *analyzer) enter(fn, caller inspector.Cursor, call *ast.CallExpr) func() {
	hc := &helperCall{fn: fn, caller: caller, args: make(map[*types.Var]ast.Expr), up: a.call}
	hc.site, _ = caller.FindNode(call)
	if decl, ok := fn.Node().(*ast.FuncDecl); ok && !call.Ellipsis.IsValid() {
		i := 0
		for _, field := range decl.Type.Params.List {
			if _, variadic := field.Type.(*ast.Ellipsis); variadic {
				break
			}
			for _, name := range field.Names {
				if v, ok := a.info.Defs[name].(*types.Var); ok && i < len(call.Args) {
					hc.args[v] = call.Args[i]
				}
				i++
			}
		}
	}
	a.call = hc
	return func() { a.call = hc.up }
}
