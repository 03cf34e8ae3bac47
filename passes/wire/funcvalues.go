package wire

import (
	"go/ast"
	"go/types"
	"slices"
	"sort"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// funcValues finds the functions the package uses as values of named
// function types that return an error (GetClientFn), and tells for each
// type whether every such function of the package returns a nil error.
// A handler's call through a value of such a type cannot fail where every
// value the program builds never does: getClient := func(…) { return
// client, nil }.
func (c *classifier) funcValues() map[string]bool {
	out := make(map[string]bool)
	note := func(t types.Type, at inspector.Cursor, e ast.Expr) {
		name := outcomes.FuncTypeName(t)
		if name == "" {
			return
		}
		fn, ok := c.functionValue(at, e)
		if !ok {
			return // handed on from elsewhere: counted where it was made
		}
		nilOnly := c.returnsNilError(fn)
		if prev, seen := out[name]; seen {
			nilOnly = nilOnly && prev
		}
		out[name] = nilOnly
	}
	// The calls and the other sites may be visited apart: out ANDs what
	// each site says, in any order.
	for i := range c.calls {
		site := &c.calls[i]
		n := site.Call
		if !slices.ContainsFunc(n.Args, mayBeFunctionValue) {
			continue
		}
		sig := c.calledSignature(site)
		if sig == nil {
			// One lookup where TypeOf would make a second: the map is
			// as large as the package.
			tv, ok := c.info.Types[n.Fun]
			if ok && tv.IsType() {
				if len(n.Args) == 1 {
					note(tv.Type, site.Cur, n.Args[0])
				}
				continue
			}
			fun := tv.Type
			if !ok {
				fun = c.info.TypeOf(n.Fun)
			}
			sig, _ = underlying(fun).(*types.Signature)
			if sig == nil {
				continue
			}
		}
		for i, arg := range n.Args {
			if i < sig.Params().Len() && !(sig.Variadic() && i >= sig.Params().Len()-1) && mayBeFunctionValue(arg) {
				note(sig.Params().At(i).Type(), site.Cur, arg)
			}
		}
	}
	for _, cur := range c.valueSites {
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, lhs := range n.Lhs {
					if mayBeFunctionValue(n.Rhs[i]) {
						note(c.info.TypeOf(lhs), cur, n.Rhs[i])
					}
				}
			}
		case *ast.ValueSpec:
			if n.Type != nil && len(n.Values) == len(n.Names) && slices.ContainsFunc(n.Values, mayBeFunctionValue) {
				t := c.info.TypeOf(n.Type)
				for i := range n.Values {
					if mayBeFunctionValue(n.Values[i]) {
						note(t, cur, n.Values[i])
					}
				}
			}
		case *ast.CompositeLit:
			for _, elt := range n.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok && mayBeFunctionValue(kv.Value) {
					if id, ok := kv.Key.(*ast.Ident); ok {
						if f, ok := c.info.Uses[id].(*types.Var); ok && f.IsField() {
							note(f.Type(), cur, kv.Value)
						}
					}
				}
			}
		}
	}
	return out
}

// mayBeFunctionValue reports whether e has a form functionValue resolves:
// the cheap test that spares looking up the type of most operands.
func mayBeFunctionValue(e ast.Expr) bool {
	switch ast.Unparen(e).(type) {
	case *ast.FuncLit, *ast.Ident, *ast.SelectorExpr:
		return true
	}
	return false
}

// calledSignature returns the signature of the function a call calls,
// where its callee says it as well as the type map would: a function, not
// a method (whose method expressions take the receiver first), and not
// generic (whose calls are of instances). Nil otherwise.
func (c *classifier) calledSignature(site *handlers.CallSite) *types.Signature {
	callee := site.Callee
	if callee == nil {
		return nil
	}
	sig := callee.Signature()
	if sig.Recv() != nil || sig.TypeParams().Len() > 0 {
		return nil
	}
	return sig
}

// functionValue resolves e, at the point at, to the function it is: a
// literal, a local variable holding one, or a function of the package.
func (c *classifier) functionValue(at inspector.Cursor, e ast.Expr) (inspector.Cursor, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return c.cursor(e)
	case *ast.Ident, *ast.SelectorExpr:
		switch obj := flow.ObjectOf(c.info, e).(type) {
		case *types.Func:
			if obj.Pkg() == c.pass.Pkg {
				return c.hs.Decl(obj)
			}
		case *types.Var:
			if obj.Kind() == types.LocalVar {
				reach := flow.Reaching(c.info, obj, at)
				if len(reach.Defs) == 1 && reach.Defs[0].Value != nil && !reach.Defs[0].AddrOf && reach.Defs[0].Index == 0 {
					if lit, ok := ast.Unparen(reach.Defs[0].Value).(*ast.FuncLit); ok {
						return c.cursor(lit)
					}
				}
			}
		}
	}
	return inspector.Cursor{}, false
}

// returnsNilError reports whether every return of the function at fn lets
// out a provably nil error.
func (c *classifier) returnsNilError(fn inspector.Cursor) bool {
	returns := ownReturns(fn)
	for _, rc := range returns {
		if !c.nilError(fn, rc, rc.Node().(*ast.ReturnStmt)) {
			return false
		}
	}
	return true
}

// funcTypesWhere lists, sorted, the types of m whose value is want.
func funcTypesWhere(m map[string]bool, want bool) []string {
	var out []string
	for name, nilOnly := range m {
		if nilOnly == want {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}
