package handlerpanic

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/handlerfix"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// omittedRead returns the candidate for sel, a field read through a
// request field the framework leaves nil when the client omits it from
// the call (mcp-go's request.Params.Meta.ProgressToken, on a call without
// _meta), unless the code guards it (guarded).
// Clients send _meta when they want progress, and most calls carry none:
// the read crashes on the common call, not on a rare one.
func (w *walker) omittedRead(c inspector.Cursor, sel *ast.SelectorExpr) (rule.Candidate, bool) {
	info := w.c.Pass.TypesInfo
	if s := info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
		return rule.Candidate{}, false
	}
	wireName, ok := omittedField(info, sel.X)
	if !ok {
		return rule.Candidate{}, false
	}
	if guarded(info, c, sel.X) {
		return rule.Candidate{}, false
	}
	read, field := types.ExprString(sel), types.ExprString(sel.X)
	what := fmt.Sprintf("reads %s, but %s is nil on a call without %s", read, field, wireName)
	cand := w.c.NewCandidate(sel, "omitted-field", rule.Panic, fmt.Sprintf("%s, which %s; check it for nil first", what, w.crashes()))
	cand.Recovered = fmt.Sprintf("%s, which panics; the server recovers the panic and sends a protocol error%s that the model never sees; check it for nil first", what, w.code)
	cand.SelfRecovery = w.self
	if fix, ok := w.omittedFix(c, sel); ok {
		cand = w.c.WithFix(cand, fix)
	}
	return cand, true
}

// omittedField reports whether e is a request's field that a profile
// says the framework leaves nil when the call omits it, e.g.
// request.Params.Meta, and returns the field's name on the wire.
func omittedField(info *types.Info, e ast.Expr) (string, bool) {
	field, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	params, ok := ast.Unparen(field.X).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	s := info.Selections[field]
	if s == nil || s.Kind() != types.FieldVal {
		return "", false
	}
	if _, ok := types.Unalias(s.Type()).Underlying().(*types.Pointer); !ok {
		return "", false
	}
	t := info.TypeOf(params.X)
	for _, p := range profiles.Builtin {
		if p.ParamsField == "" || params.Sel.Name != p.ParamsField || !p.Request.MatchValueOrPointer(t) {
			continue
		}
		for _, name := range p.OmittedFields {
			if field.Sel.Name == name {
				return wireName(s), true
			}
		}
	}
	return "", false
}

// wireName is the JSON name of the field s selects, its Go name where
// its tag gives none.
func wireName(s *types.Selection) string {
	v := s.Obj().(*types.Var)
	if st, ok := types.Unalias(s.Recv()).Underlying().(*types.Struct); ok {
		for i := range st.NumFields() {
			if st.Field(i) == v {
				name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
				if name != "" && name != "-" {
					return name
				}
			}
		}
	}
	return v.Name()
}

// guarded reports whether the code guards the read at c against a nil
// field: the read is in the body of an if whose condition checks
// field != nil (or in its else, for == nil), in the right operand of
// field != nil && … (or field == nil || …), or after a statement of an
// enclosing block that checks field == nil (the early return) or sets
// the field. Checks of != nil before the read guard only what they hold.
func guarded(info *types.Info, c inspector.Cursor, field ast.Expr) bool {
	want := types.ExprString(field)
	same := func(e ast.Expr) bool { return types.ExprString(ast.Unparen(e)) == want }
	compares := func(n ast.Node, op token.Token) bool {
		found := false
		ast.Inspect(n, func(n ast.Node) bool {
			if b, ok := n.(*ast.BinaryExpr); ok && b.Op == op {
				found = found || same(b.X) && flow.IsNil(info, b.Y) || same(b.Y) && flow.IsNil(info, b.X)
			}
			return !found
		})
		return found
	}
	sets := func(n ast.Node) bool {
		found := false
		ast.Inspect(n, func(n ast.Node) bool {
			if a, ok := n.(*ast.AssignStmt); ok {
				for _, lhs := range a.Lhs {
					found = found || same(lhs)
				}
			}
			return !found
		})
		return found
	}
	before := func(list []ast.Stmt, cur ast.Node) bool {
		for _, stmt := range list {
			if stmt == cur {
				return false
			}
			if ifStmt, ok := stmt.(*ast.IfStmt); ok && compares(ifStmt.Cond, token.EQL) || sets(stmt) {
				return true
			}
		}
		return false
	}
	for cur := c; ; {
		parent := cur.Parent()
		switch p := parent.Node().(type) {
		case nil, *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if cur.Node() == ast.Node(p.Body) && compares(p.Cond, token.NEQ) || cur.Node() == p.Else && compares(p.Cond, token.EQL) {
				return true
			}
		case *ast.BinaryExpr:
			if cur.Node() == ast.Node(p.Y) && (p.Op == token.LAND && compares(p.X, token.NEQ) || p.Op == token.LOR && compares(p.X, token.EQL)) {
				return true
			}
		case *ast.BlockStmt:
			if before(p.List, cur.Node()) {
				return true
			}
		case *ast.CaseClause:
			if before(p.Body, cur.Node()) {
				return true
			}
		case *ast.CommClause:
			if before(p.Body, cur.Node()) {
				return true
			}
		}
		cur = parent
	}
}

// omittedFix guards the read where it is the whole right side of a short
// variable declaration of one variable, in a block:
//
//	progressToken := request.Params.Meta.ProgressToken
//
// becomes what maintainers write by hand, the variable keeping its zero
// value on a call without _meta:
//
//	var progressToken mcp.ProgressToken
//	if request.Params.Meta != nil {
//		progressToken = request.Params.Meta.ProgressToken
//	}
//
// Elsewhere (an operand of a call, a condition) what the code should do
// without the field is not certain: no fix.
func (w *walker) omittedFix(c inspector.Cursor, sel *ast.SelectorExpr) (analysis.SuggestedFix, bool) {
	pass := w.c.Pass
	assign, ok := c.Parent().Node().(*ast.AssignStmt)
	if !ok || assign.Tok != token.DEFINE || len(assign.Lhs) != 1 || len(assign.Rhs) != 1 || assign.Rhs[0] != sel {
		return analysis.SuggestedFix{}, false
	}
	if _, inBlock := c.Parent().Parent().Node().(*ast.BlockStmt); !inBlock {
		return analysis.SuggestedFix{}, false
	}
	id, ok := assign.Lhs[0].(*ast.Ident)
	if !ok || id.Name == "_" {
		return analysis.SuggestedFix{}, false
	}
	v, ok := pass.TypesInfo.Defs[id].(*types.Var)
	if !ok {
		return analysis.SuggestedFix{}, false // redeclared, not declared
	}
	file := edit.FileOf(pass, sel)
	indent, ok := edit.Indent(pass, assign.Pos())
	if file == nil || !ok {
		return analysis.SuggestedFix{}, false
	}
	site := handlerfix.Site{Pass: pass, Decls: w.c.Decls, Handler: w.handler, File: file, Pos: assign.Pos()}
	typ, ok := site.TypeString(v.Type())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	read, ok := edit.Source(pass.Fset, sel)
	field, ok2 := edit.Source(pass.Fset, sel.X)
	if !ok || !ok2 {
		return analysis.SuggestedFix{}, false
	}
	text := fmt.Sprintf("var %[1]s %[2]s\n%[3]sif %[4]s != nil {\n%[3]s\t%[1]s = %[5]s\n%[3]s}", id.Name, typ, indent, field, read)
	return analysis.SuggestedFix{
		Message:   "check " + field + " for nil before reading it",
		TextEdits: []analysis.TextEdit{{Pos: assign.Pos(), End: assign.End(), NewText: []byte(text)}},
	}, true
}
