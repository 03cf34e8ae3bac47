package handlers

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/flow"
)

// ToolAt returns the tool that the code at [pos, end) of the handler runs
// for alone: a dispatcher shared by several tools that branches on the
// called tool's name (`switch req.Params.Name { case "archive": … }`, or
// `if name == "archive"` with name := req.Params.Name) serves only that
// tool inside the branch. "" where nothing narrows it, or the code is not
// in the handler's body.
func (h *Handler) ToolAt(info *types.Info, pos, end token.Pos) string {
	if !h.Func.Valid() {
		return ""
	}
	at, ok := h.Func.FindByPos(pos, end)
	if !ok {
		return ""
	}
	// Most code of a handler lies in no branch on the tool's name: the
	// handler's parameters are read at the first branch met, and the
	// branches are looked for up to the handler, outside of which its
	// parameters are not in scope.
	var params []*types.Var
	read := false
	handlerParams := func() []*types.Var {
		if !read {
			params, read = h.params(info), true
		}
		return params
	}
	for c := at; c != h.Func; c = c.Parent() {
		switch n := c.Node().(type) {
		case *ast.CaseClause:
			sw, ok := c.Parent().Parent().Node().(*ast.SwitchStmt)
			if !ok || sw.Tag == nil || len(n.List) != 1 || !toolNameExpr(info, c, sw.Tag, handlerParams()) {
				continue
			}
			if name, ok := flow.StringValue(info, n.List[0]); ok {
				return name
			}
		case *ast.IfStmt:
			if !n.Body.Pos().IsValid() || pos < n.Body.Pos() || pos >= n.Body.End() {
				continue // in the condition or the else branch
			}
			if name, ok := toolNameTest(info, c, n.Cond, handlerParams()); ok {
				return name
			}
		}
	}
	return ""
}

// params are the handler's parameters.
func (h *Handler) params(info *types.Info) []*types.Var {
	var ft *ast.FuncType
	switch n := h.Func.Node().(type) {
	case *ast.FuncDecl:
		ft = n.Type
	case *ast.FuncLit:
		ft = n.Type
	}
	if ft == nil {
		return nil
	}
	var out []*types.Var
	for _, f := range ft.Params.List {
		for _, name := range f.Names {
			if v, ok := info.Defs[name].(*types.Var); ok {
				out = append(out, v)
			}
		}
	}
	return out
}

// toolNameTest reports whether cond is `NAME == "tool"` (either way
// round), NAME the called tool's name, and returns the tool.
func toolNameTest(info *types.Info, at inspector.Cursor, cond ast.Expr, params []*types.Var) (string, bool) {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return "", false
	}
	for _, pair := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		if toolNameExpr(info, at, pair[0], params) {
			if name, ok := flow.StringValue(info, pair[1]); ok {
				return name, true
			}
		}
	}
	return "", false
}

// toolNameExpr reports whether e is the called tool's name: X.Params.Name
// of a parameter X of the handler, or a local variable that every
// assignment reaching at gives such a value.
func toolNameExpr(info *types.Info, at inspector.Cursor, e ast.Expr, params []*types.Var) bool {
	e = ast.Unparen(e)
	if sel, ok := e.(*ast.SelectorExpr); ok && sel.Sel.Name == "Name" {
		if inner, ok := ast.Unparen(sel.X).(*ast.SelectorExpr); ok && inner.Sel.Name == "Params" {
			v, ok := flow.ObjectOf(info, inner.X).(*types.Var)
			return ok && slices.Contains(params, v)
		}
		return false
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	reach := flow.Reaching(info, v, at)
	if len(reach.Defs) == 0 {
		return false
	}
	for _, d := range reach.Defs {
		if d.Value == nil || d.Index != 0 || d.AddrOf || !toolNameExpr(info, d.At, d.Value, params) {
			return false
		}
	}
	return true
}
