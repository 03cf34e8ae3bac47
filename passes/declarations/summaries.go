package declarations

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
)

// CodesOf marks a function that takes no code and whose results may carry
// the listed codes: a helper such as notFound(msg), or codeFor(err), which
// maps failures to codes. A function that takes a code carries the codes
// its callers pass.
type CodesOf struct {
	Codes []string
}

// FieldsSet marks a function that sets the listed envelope fields, in a
// literal or by assignment, itself, in its closures or through what it
// calls: a constructor, an option, a builder method.
type FieldsSet struct {
	Fields []string
}

func (*CodesOf) AFact()   {}
func (*FieldsSet) AFact() {}

func (f *CodesOf) String() string   { return "codes(" + strings.Join(f.Codes, ",") + ")" }
func (f *FieldsSet) String() string { return "sets(" + strings.Join(f.Fields, ",") + ")" }

// summaries are the CodesOf and FieldsSet of the package's own functions,
// complete once the pass has run: the rules only read them.
type summaries struct {
	codes  map[*types.Func][]string
	fields map[*types.Func][]string
}

// summarize computes the summaries of the package's functions and exports
// those that are not empty. It repeats until nothing changes, since the
// functions call each other.
func (r *Result) summarize(all []funcDecl) {
	r.sums = &summaries{codes: make(map[*types.Func][]string), fields: make(map[*types.Func][]string)}
	var decls []funcDecl
	for _, d := range all {
		if d.called {
			decls = append(decls, d)
		}
	}
	r.fixpoint(decls, 4, func(d funcDecl) bool {
		changed := false
		if !r.takesCode(d.fn) && d.fn.Signature().Results().Len() > 0 {
			set := make(map[string]bool)
			for _, rc := range r.returns(d.c) {
				for _, e := range rc.Node().(*ast.ReturnStmt).Results {
					r.collectCodes(rc, e, set, 0)
				}
			}
			if codes := sortedSet(set); !slices.Equal(codes, r.sums.codes[d.fn]) {
				r.sums.codes[d.fn] = codes
				changed = true
			}
		}
		if r.Program.Envelopes {
			if fields := r.fieldsIn(d.c); !slices.Equal(fields, r.sums.fields[d.fn]) {
				r.sums.fields[d.fn] = fields
				changed = true
			}
		}
		return changed
	})
	for _, d := range decls {
		if codes := r.sums.codes[d.fn]; len(codes) > 0 {
			r.pass.ExportObjectFact(d.fn, &CodesOf{Codes: codes})
		}
		if fields := r.sums.fields[d.fn]; len(fields) > 0 {
			r.pass.ExportObjectFact(d.fn, &FieldsSet{Fields: fields})
		}
	}
}

// takesCode reports whether fn takes a code: a parameter, or the receiver,
// of a code type.
func (r *Result) takesCode(fn *types.Func) bool {
	sig := fn.Signature()
	if recv := sig.Recv(); recv != nil && r.IsCodeType(recv.Type()) {
		return true
	}
	return r.CodeParam(fn) >= 0
}

// CodeParam returns the index of the first parameter of fn of a code type,
// -1 when it has none.
func (r *Result) CodeParam(fn *types.Func) int { return r.CodeParamOf(fn.Signature()) }

// CodeParamOf returns the index of the first parameter of a function of
// signature sig of a code type, -1 when it has none.
func (r *Result) CodeParamOf(sig *types.Signature) int {
	params := sig.Params()
	for i := 0; i < params.Len(); i++ {
		if r.IsCodeType(params.At(i).Type()) {
			return i
		}
	}
	return -1
}

// funcCodes returns the codes the results of fn may carry of its own
// accord, whatever its callers pass.
func (r *Result) funcCodes(fn *types.Func) []string {
	fn = fn.Origin()
	if fn.Pkg() == r.pass.Pkg {
		if r.sums == nil {
			return nil
		}
		if r.read != nil {
			r.read(fn)
		}
		return r.sums.codes[fn]
	}
	var f CodesOf
	if r.pass.ImportObjectFact(fn, &f) {
		return f.Codes
	}
	return nil
}

// FieldsSetBy returns the envelope fields that fn sets.
func (r *Result) FieldsSetBy(fn *types.Func) []string {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if fn.Pkg() == r.pass.Pkg {
		if r.sums == nil {
			return nil
		}
		if r.read != nil {
			r.read(fn)
		}
		return r.sums.fields[fn]
	}
	var f FieldsSet
	if r.pass.ImportObjectFact(fn, &f) {
		return f.Fields
	}
	return nil
}

// Codes returns, sorted, the declared codes the value of e, at the point
// at, may carry: constants of a code type, in it or in what it is built
// from, and the codes of the helpers it calls.
func (r *Result) Codes(at inspector.Cursor, e ast.Expr) []string {
	set := make(map[string]bool)
	r.collectCodes(at, e, set, 0)
	return sortedSet(set)
}

func (r *Result) collectCodes(at inspector.Cursor, e ast.Expr, set map[string]bool, depth int) {
	if e == nil || depth > maxDepth {
		return
	}
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil && r.IsCodeType(tv.Type) {
		// A value outside the set is closedcodes' finding, not a code.
		if r.CodeConstant(tv.Type, tv.Value) != nil {
			set[CodeString(tv.Value)] = true
		}
		return
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(info, e).(*types.Func); ok {
			for _, c := range r.funcCodes(fn) {
				set[c] = true
			}
		}
		for _, arg := range e.Args {
			r.collectCodes(at, arg, set, depth+1)
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
			r.collectCodes(at, sel.X, set, depth+1)
		}
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			r.collectCodes(at, elt, set, depth+1)
		}
	case *ast.UnaryExpr:
		r.collectCodes(at, e.X, set, depth+1)
	case *ast.StarExpr:
		r.collectCodes(at, e.X, set, depth+1)
	case *ast.BinaryExpr:
		r.collectCodes(at, e.X, set, depth+1)
		r.collectCodes(at, e.Y, set, depth+1)
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || v.IsField() || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return
		}
		for _, d := range r.reachingDefs(v, at) {
			if d.Value != nil {
				r.collectCodes(d.At, d.Value, set, depth+1)
			}
		}
		r.updates(at, v, func(u update) {
			if u.Value != nil && onPathTo(u.At, at) {
				r.collectCodes(u.At, u.Value, set, depth+1)
			}
		})
	}
}

// FieldsSetIn returns, sorted, the envelope fields the function or
// closure at c sets: keys of envelope literals, fields assigned, and the
// fields of what it calls.
func (r *Result) FieldsSetIn(c inspector.Cursor) []string { return r.fieldsIn(c) }

// fieldsIn returns, sorted, the envelope fields the function at c sets:
// keys of envelope literals, fields assigned, and the fields of what it
// calls.
func (r *Result) fieldsIn(c inspector.Cursor) []string {
	info := r.pass.TypesInfo
	set := make(map[string]bool)
	c.Inspect([]ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.CallExpr)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.CompositeLit:
			for _, f := range r.LiteralFields(n) {
				set[f] = true
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if root, fields := r.AssignedFields(lhs, RHSAt(n, i)); root != nil {
					if _, env := r.EnvelopeOf(info.TypeOf(root)); env {
						for _, f := range fields {
							set[f] = true
						}
					}
				}
			}
		case *ast.CallExpr:
			if fn, ok := typeutil.Callee(info, n).(*types.Func); ok {
				for _, f := range r.FieldsSetBy(fn) {
					set[f] = true
				}
			}
		}
		return true
	})
	for _, f := range r.optionFields(c) {
		set[f] = true
	}
	return sortedSet(set)
}

// optionFields returns the envelope fields set by the values the function
// at c returns as an interface: an option of an interface type is a value
// of a concrete type whose methods set the fields
// (func Param(name string) Opt { return param(name) }, where
// func (p param) apply(e *Error) { e.Param = string(p) }).
func (r *Result) optionFields(c inspector.Cursor) []string {
	fd, ok := c.Node().(*ast.FuncDecl)
	if !ok {
		return nil
	}
	info := r.pass.TypesInfo
	fn, ok := info.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil
	}
	results := fn.Signature().Results()
	var out []string
	for _, rc := range r.returns(c) {
		ret := rc.Node().(*ast.ReturnStmt)
		if len(ret.Results) != results.Len() {
			continue
		}
		for i, e := range ret.Results {
			if !types.IsInterface(results.At(i).Type()) {
				continue
			}
			t := info.TypeOf(e)
			if t == nil || types.IsInterface(t) || typeName(t) == nil {
				continue
			}
			if _, env := r.EnvelopeOf(t); env {
				continue // an envelope returned as an error: its keys count, not its setters
			}
			methods := types.NewMethodSet(t)
			for j := 0; j < methods.Len(); j++ {
				if m, ok := methods.At(j).Obj().(*types.Func); ok {
					out = append(out, r.FieldsSetBy(m)...)
				}
			}
		}
	}
	return out
}

// onPathTo reports whether the block holding the statement at u holds at
// too: an update made in a branch that at lies outside of, one that
// returned, say, does not reach it.
func onPathTo(u, at inspector.Cursor) bool {
	for b := range u.Enclosing((*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil)) {
		return holds(b.Node(), at.Node())
	}
	return false
}

// mayReach reports whether the statement at u may run before at: not when
// it lies in a branch, outside of at, that returns
// (if bad { m.record(errs.RateLimited); return fail() }).
func mayReach(info *types.Info, u, at inspector.Cursor) bool {
	for b := range u.Enclosing((*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil)) {
		if holds(b.Node(), at.Node()) {
			return true
		}
		var list []ast.Stmt
		switch n := b.Node().(type) {
		case *ast.BlockStmt:
			list = n.List
		case *ast.CaseClause:
			list = n.Body
		case *ast.CommClause:
			list = n.Body
		}
		if flow.Exits(info, list) {
			return false
		}
	}
	return true
}

func holds(outer, inner ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}
