package repairfields

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// paths returns, for each use of the site's value, the fields set on every
// path from the site to it: what the site sets, and what the statements
// between them set unconditionally. A value used in place has one path.
// anywhere are the fields set on some path at least.
func (s *site) paths(c *rule.Context) (paths [][]string, anywhere []string) {
	if s.bound == nil {
		return [][]string{s.initial}, s.initial
	}
	info := c.Pass.TypesInfo
	fn, ok := flow.EnclosingFunc(s.bind)
	if !ok {
		return [][]string{s.initial}, s.initial
	}
	anywhere = slices.Clone(s.initial)
	for cur := range fn.Preorder((*ast.AssignStmt)(nil), (*ast.ExprStmt)(nil)) {
		if cur.Node().Pos() > s.bind.Node().End() {
			fields, _ := s.sets(c, cur.Node().(ast.Stmt))
			anywhere = append(anywhere, fields...)
		}
	}
	for cur := range fn.Preorder((*ast.Ident)(nil)) {
		id := cur.Node().(*ast.Ident)
		if info.Uses[id] != s.bound || id.Pos() < s.bind.Node().End() || s.isUpdate(c, cur) {
			continue
		}
		if set, ok := s.walkBack(c, cur); ok {
			set = append(set, handedTo(c, cur)...)
			paths = append(paths, append(slices.Clone(s.initial), set...))
		}
	}
	if len(paths) == 0 {
		// No use the walk can follow (the value goes into a closure, say):
		// whatever the function sets on it anywhere counts.
		paths = append(paths, anywhere)
	}
	return paths, anywhere
}

// isUpdate reports whether the reference to the bound variable at cur
// reads or sets one of its fields, or hands it to a statement that sets
// some (env.SetRetryAfter(d), withField(env, "sku")), rather than using
// the value.
func (s *site) isUpdate(c *rule.Context, cur inspector.Cursor) bool {
	info := c.Pass.TypesInfo
	if sel, ok := cur.Parent().Node().(*ast.SelectorExpr); ok && sel.X == cur.Node() {
		if selection, ok := info.Selections[sel]; ok && selection.Kind() == types.FieldVal {
			return true
		}
	}
	for stmt := range cur.Enclosing((*ast.ExprStmt)(nil), (*ast.ReturnStmt)(nil), (*ast.AssignStmt)(nil), (*ast.FuncLit)(nil)) {
		es, ok := stmt.Node().(*ast.ExprStmt)
		if !ok {
			return false
		}
		fields, _ := s.sets(c, es)
		return len(fields) > 0
	}
	return false
}

// walkBack collects the fields set by the statements that run, on every
// path, between the binding and the point at cur, and false where the
// binding is not met on the way: in a closure, or assigned again.
func (s *site) walkBack(c *rule.Context, cur inspector.Cursor) ([]string, bool) {
	var set []string
	for {
		switch cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return nil, false
		}
		parent := cur.Parent()
		if parent.Node() == nil {
			return nil, false
		}
		switch cur.ParentEdgeKind() {
		case edge.BlockStmt_List, edge.CaseClause_Body, edge.CommClause_Body:
			for sib, ok := cur.PrevSibling(); ok; sib, ok = sib.PrevSibling() {
				if sib.Node() == s.bind.Node() {
					return set, true
				}
				fields, again := s.sets(c, sib.Node().(ast.Stmt))
				if again {
					return nil, false
				}
				set = append(set, fields...)
			}
		}
		cur = parent
	}
}

// sets returns the fields of the bound variable that the statement sets
// on every path through it, and whether it assigns the variable again.
func (s *site) sets(c *rule.Context, stmt ast.Stmt) (fields []string, again bool) {
	info := c.Pass.TypesInfo
	switch n := stmt.(type) {
	case *ast.LabeledStmt:
		return s.sets(c, n.Stmt)
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			if isVar(info, lhs, s.bound) && n.Tok == token.ASSIGN {
				again = true
			}
			if root, set := c.Decls.AssignedFields(lhs, declarations.RHSAt(n, i)); root != nil && isVar(info, root, s.bound) {
				fields = append(fields, set...)
			}
		}
	case *ast.ExprStmt:
		call, ok := ast.Unparen(n.X).(*ast.CallExpr)
		if !ok {
			break
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		handed := slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return isVar(info, a, s.bound) })
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && isVar(info, sel.X, s.bound) {
			handed = true
		}
		if handed && fn != nil {
			fields = append(fields, c.Decls.FieldsSetBy(fn)...)
		}
	case *ast.IfStmt:
		if n.Else == nil {
			break
		}
		branches := [][]ast.Stmt{n.Body.List}
		switch e := n.Else.(type) {
		case *ast.BlockStmt:
			branches = append(branches, e.List)
		case *ast.IfStmt:
			branches = append(branches, []ast.Stmt{e})
		}
		fields = s.everyBranchSets(c, branches)
	case *ast.SwitchStmt:
		fields = s.everyBranchSets(c, clauseBodies(n.Body))
	case *ast.TypeSwitchStmt:
		fields = s.everyBranchSets(c, clauseBodies(n.Body))
	}
	return fields, again
}

// clauseBodies returns the statements each case of a switch runs, a case
// that falls through running the next one's too; nil when the switch has
// no default, where a path runs no case.
func clauseBodies(body *ast.BlockStmt) [][]ast.Stmt {
	var out [][]ast.Stmt
	hasDefault := false
	clauses := body.List
	for i, cl := range clauses {
		cc := cl.(*ast.CaseClause)
		if cc.List == nil {
			hasDefault = true
		}
		var run []ast.Stmt
		for j := i; j < len(clauses); j++ {
			list := clauses[j].(*ast.CaseClause).Body
			if n := len(list); n > 0 {
				if br, ok := list[n-1].(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
					run = append(run, list[:n-1]...)
					continue
				}
			}
			run = append(run, list...)
			break
		}
		out = append(out, run)
	}
	if !hasDefault {
		return nil
	}
	return out
}

// everyBranchSets returns the fields set on every branch that goes on past
// the statement holding them: a branch that returns does not reach the
// use. It returns nil for a statement without branches.
func (s *site) everyBranchSets(c *rule.Context, branches [][]ast.Stmt) []string {
	var out []string
	first := true
	for _, b := range branches {
		if flow.Exits(c.Pass.TypesInfo, b) {
			continue
		}
		set := s.listSets(c, b)
		if first {
			out, first = set, false
			continue
		}
		out = slices.DeleteFunc(out, func(f string) bool { return !slices.Contains(set, f) })
	}
	return out
}

// listSets returns the fields a list of statements sets on the variable,
// as it runs to its end.
func (s *site) listSets(c *rule.Context, list []ast.Stmt) []string {
	var out []string
	for _, stmt := range list {
		fields, again := s.sets(c, stmt)
		if again {
			return nil
		}
		out = append(out, fields...)
	}
	return out
}

// handedTo returns the fields set by the call the value at cur is handed
// to, as receiver or argument, where it is used: a builder or a setter in
// the expression that uses it (respond.Result(env.RetryIn(30)),
// respond.Result(withRetry(env, 30))).
func handedTo(c *rule.Context, cur inspector.Cursor) []string {
	var call *ast.CallExpr
	switch p := cur.Parent().Node().(type) {
	case *ast.SelectorExpr:
		call, _ = cur.Parent().Parent().Node().(*ast.CallExpr)
		if call != nil && call.Fun != p {
			call = nil
		}
	case *ast.UnaryExpr:
		call, _ = cur.Parent().Parent().Node().(*ast.CallExpr)
	case *ast.CallExpr:
		if p.Fun != cur.Node() {
			call = p
		}
	}
	if call == nil {
		return nil
	}
	fn, _ := typeutil.Callee(c.Pass.TypesInfo, call).(*types.Func)
	return c.Decls.FieldsSetBy(fn)
}
