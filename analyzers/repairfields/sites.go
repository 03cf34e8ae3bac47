package repairfields

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// A site is where an error envelope or result is built with a code: an
// envelope literal, or a call of a constructor that takes the code.
type site struct {
	node     ast.Node
	what     string     // "error envelope errs.ToolError", "respond.Fail's error"
	codeType types.Type // of the code
	codes    []string   // the codes it may be built with
	// initial are the fields the site itself sets: the literal's keys, what
	// the constructor, its options and the builder methods chained on it set.
	initial []string
	// bound is the local variable the site's value is assigned to, by the
	// statement at bind; nil when it is used in place.
	bound *types.Var
	bind  inspector.Cursor
}

// literalSite returns the site of an envelope literal with a code.
func literalSite(c *rule.Context, cur inspector.Cursor, lit *ast.CompositeLit) *site {
	decls := c.Decls
	t := c.Pass.TypesInfo.TypeOf(lit)
	field, ok := decls.EnvelopeOf(t)
	if !ok || field == "" {
		return nil
	}
	st, ok := declarations.StructOf(t)
	if !ok {
		return nil
	}
	named := t
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		named = p.Elem() // an element literal written without its &
	}
	s := &site{node: lit, what: "error envelope " + typeName(c, named), initial: decls.LiteralFields(lit)}
	var codeExpr ast.Expr
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
				codeExpr = kv.Value
			}
		} else if i < st.NumFields() && st.Field(i).Name() == field {
			codeExpr = elt
		}
	}
	s.codeType = codeFieldType(t, field)
	s.bindTo(c, cur)
	if codeExpr != nil {
		s.codes = constantCodes(c, cur, codeExpr, 0)
	} else if s.bound != nil {
		s.codes = assignedCodes(c, s, field)
	}
	if len(s.codes) == 0 {
		return nil
	}
	return s
}

// newSite returns the site of new(T), T an envelope, whose code is
// assigned afterwards.
func newSite(c *rule.Context, cur inspector.Cursor, call *ast.CallExpr) *site {
	info := c.Pass.TypesInfo
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	if b, ok := info.Uses[id].(*types.Builtin); !ok || b.Name() != "new" {
		return nil
	}
	return zeroSite(c, cur, call, info.TypeOf(call.Args[0]), func(s *site) { s.bindTo(c, cur) })
}

// varSite returns the site of a variable of an envelope type declared
// without a value (var env errs.ToolError), whose code is assigned
// afterwards.
func varSite(c *rule.Context, cur inspector.Cursor, spec *ast.ValueSpec) *site {
	if len(spec.Names) != 1 || len(spec.Values) != 0 || spec.Type == nil {
		return nil
	}
	stmt := cur.Parent().Parent() // the GenDecl, then the DeclStmt
	if _, ok := stmt.Node().(*ast.DeclStmt); !ok {
		return nil
	}
	info := c.Pass.TypesInfo
	return zeroSite(c, cur, spec.Names[0], info.TypeOf(spec.Type), func(s *site) { s.bindVar(info, spec.Names[0], stmt) })
}

// zeroSite returns the site of a zero envelope of type t made at n, bound
// by bind, whose code is assigned afterwards.
func zeroSite(c *rule.Context, cur inspector.Cursor, n ast.Node, t types.Type, bind func(*site)) *site {
	field, ok := c.Decls.EnvelopeOf(t)
	if !ok || field == "" {
		return nil
	}
	if _, ok := types.Unalias(t).Underlying().(*types.Struct); !ok {
		return nil // a pointer, which is nil
	}
	s := &site{node: n, what: "error envelope " + typeName(c, t)}
	bind(s)
	if s.bound == nil {
		return nil
	}
	s.codeType = codeFieldType(t, field)
	s.codes = assignedCodes(c, s, field)
	if len(s.codes) == 0 {
		return nil
	}
	return s
}

// codeFieldType returns the type of the code field of an envelope type.
func codeFieldType(t types.Type, field string) types.Type {
	st, ok := declarations.StructOf(t)
	if !ok {
		return nil
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == field {
			return st.Field(i).Type()
		}
	}
	return nil
}

// callSite returns the site of a call of a constructor that takes a code,
// as a parameter or as its receiver, and builds an error with it: a
// function or method, or a closure held by a local variable
// (fail := func(code errs.Code, msg string) … ; fail(errs.RateLimited, "slow")).
func callSite(c *rule.Context, cur inspector.Cursor, call *ast.CallExpr) *site {
	if len(call.Args) == 0 {
		if _, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); !ok {
			return nil // no argument nor receiver to take a code
		}
	}
	decls := c.Decls
	info := c.Pass.TypesInfo
	var sig *types.Signature
	var recv *types.Var
	var lit inspector.Cursor // the closure called, if one is
	fn, isFunc := typeutil.Callee(info, call).(*types.Func)
	if isFunc {
		sig, recv = fn.Signature(), fn.Signature().Recv()
	} else if v, ok := flow.ObjectOf(info, call.Fun).(*types.Var); ok {
		if lit, ok = flow.Closure(info, v, cur); !ok {
			return nil
		}
		sig, _ = info.TypeOf(lit.Node().(*ast.FuncLit)).(*types.Signature)
	}
	if sig == nil {
		return nil
	}
	var codeExpr ast.Expr
	var codeType types.Type
	if recv != nil && decls.IsCodeType(recv.Type()) {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			codeExpr, codeType = sel.X, recv.Type()
		}
	} else if i := decls.CodeParamOf(sig); i >= 0 && i < len(call.Args) && !(sig.Variadic() && i == sig.Params().Len()-1) {
		codeExpr, codeType = call.Args[i], sig.Params().At(i).Type()
	}
	if codeExpr == nil || !buildsError(decls, sig) {
		return nil
	}
	codes := constantCodes(c, cur, codeExpr, 0)
	if len(codes) == 0 {
		return nil
	}
	s := &site{node: call, what: "error built by " + calleeName(c, call, fn), codeType: codeType, codes: codes}
	// The fields the constructor sets itself.
	if isFunc {
		s.initial = append(s.initial, decls.FieldsSetBy(fn)...)
	} else {
		s.initial = append(s.initial, decls.FieldsSetIn(lit)...)
	}
	for i := 0; i < sig.Params().Len(); i++ {
		s.initial = append(s.initial, sig.Params().At(i).Name())
	}
	for _, arg := range call.Args {
		// Options: errs.New(code, msg, errs.WithRetryAfter(d)), or one
		// written in place, func(e *errs.ToolError) { e.RetryAfter = d }.
		switch arg := ast.Unparen(arg).(type) {
		case *ast.CallExpr:
			if f, ok := typeutil.Callee(c.Pass.TypesInfo, arg).(*types.Func); ok {
				s.initial = append(s.initial, decls.FieldsSetBy(f)...)
			}
		case *ast.FuncLit:
			s.initial = append(s.initial, assignedFields(c, arg)...)
		}
	}
	s.bindTo(c, cur)
	return s
}

// buildsError reports whether a function of signature sig returns an error
// envelope, an error or a tool result: a constructor, not a function that
// merely reads a code (its String method, its HTTP status).
func buildsError(decls *declarations.Result, sig *types.Signature) bool {
	res := sig.Results()
	for i := 0; i < res.Len(); i++ {
		t := res.At(i).Type()
		if types.Identical(t, errorType) || profiles.IsResult(t) {
			return true
		}
		if _, ok := decls.EnvelopeOf(t); ok {
			return true
		}
	}
	return false
}

var errorType = types.Universe.Lookup("error").Type()

// bindTo follows the site's value up through parentheses, its address and
// the builder methods chained on it, to the local variable it is assigned
// to, if any.
func (s *site) bindTo(c *rule.Context, cur inspector.Cursor) {
	info := c.Pass.TypesInfo
	top := cur
	for {
		parent := top.Parent()
		switch p := parent.Node().(type) {
		case *ast.ParenExpr:
			top = parent
			continue
		case *ast.UnaryExpr:
			if p.Op == token.AND {
				top = parent
				continue
			}
		case *ast.SelectorExpr:
			// A builder: errs.New(code, msg).WithRetryAfter(d).
			if call, ok := parent.Parent().Node().(*ast.CallExpr); ok && call.Fun == p {
				if fn, ok := typeutil.Callee(info, call).(*types.Func); ok {
					s.initial = append(s.initial, c.Decls.FieldsSetBy(fn)...)
					top = parent.Parent()
					continue
				}
			}
		}
		break
	}
	e, _ := top.Node().(ast.Expr)
	parent := top.Parent()
	switch p := parent.Node().(type) {
	case *ast.CallExpr:
		// Handed to a setter: respond.Result(withRetry(&errs.ToolError{…}, 30)).
		if p.Fun != e {
			fn, _ := typeutil.Callee(info, p).(*types.Func)
			s.initial = append(s.initial, c.Decls.FieldsSetBy(fn)...)
		}
	case *ast.AssignStmt:
		if len(p.Lhs) != len(p.Rhs) {
			return
		}
		for i, rhs := range p.Rhs {
			if rhs == e {
				s.bindVar(info, p.Lhs[i], parent)
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) != len(p.Values) {
			return
		}
		for i, v := range p.Values {
			if v == e {
				if stmt := parent.Parent().Parent(); stmt.Node() != nil {
					s.bindVar(info, p.Names[i], stmt)
				}
			}
		}
	}
}

func (s *site) bindVar(info *types.Info, lhs ast.Expr, stmt inspector.Cursor) {
	v, ok := flow.ObjectOf(info, lhs).(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return
	}
	s.bound, s.bind = v, stmt
}

// constantCodes returns the codes e may be: a constant of a code type, or
// a local variable assigned such constants. A code computed by a call is
// not followed: which code it gives is not known here.
func constantCodes(c *rule.Context, at inspector.Cursor, e ast.Expr, depth int) []string {
	info := c.Pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil && c.Decls.IsCodeType(tv.Type) {
		return []string{declarations.CodeString(tv.Value)}
	}
	id, ok := e.(*ast.Ident)
	if !ok || depth > 4 {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	var out []string
	for _, d := range flow.Reaching(info, v, at).Defs {
		if d.Value != nil && d.Index == 0 {
			out = append(out, constantCodes(c, d.At, d.Value, depth+1)...)
		}
	}
	return out
}

// assignedCodes returns the codes assigned to the code field of the
// variable a literal without one is bound to: env.Code = errs.NotFound.
func assignedCodes(c *rule.Context, s *site, field string) []string {
	var out []string
	fn, ok := flow.EnclosingFunc(s.bind)
	if !ok {
		return nil
	}
	for cur := range fn.Preorder((*ast.AssignStmt)(nil)) {
		as := cur.Node().(*ast.AssignStmt)
		if as.Pos() < s.bind.Node().End() || len(as.Lhs) != len(as.Rhs) {
			continue
		}
		for i, lhs := range as.Lhs {
			if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && sel.Sel.Name == field && isVar(c.Pass.TypesInfo, sel.X, s.bound) {
				out = append(out, constantCodes(c, cur, as.Rhs[i], 0)...)
			}
		}
	}
	return out
}

// isVar reports whether e is v, or its address.
func isVar(info *types.Info, e ast.Expr, v *types.Var) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	id, ok := e.(*ast.Ident)
	return ok && info.Uses[id] == v
}

// typeName names t as the package's code would: errs.ToolError.
func typeName(c *rule.Context, t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == c.Pass.Pkg {
			return ""
		}
		return p.Name()
	})
}

// assignedFields returns the envelope fields a function literal assigns.
func assignedFields(c *rule.Context, lit *ast.FuncLit) []string {
	var out []string
	info := c.Pass.TypesInfo
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for i, lhs := range as.Lhs {
				if root, fields := c.Decls.AssignedFields(lhs, declarations.RHSAt(as, i)); root != nil {
					if _, env := c.Decls.EnvelopeOf(info.TypeOf(root)); env {
						out = append(out, fields...)
					}
				}
			}
		}
		return true
	})
	return out
}
