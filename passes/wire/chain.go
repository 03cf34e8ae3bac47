package wire

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/passes/flow"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// installer is one call installing middleware on a server.
type installer struct {
	cur     inspector.Cursor
	call    *ast.CallExpr
	profile *profiles.Profile
	// server is the variable (local or field) the server is held in.
	server  *types.Var
	claimed bool
}

// servers finds the servers the package builds, outside test files, with
// their middleware, and the middleware installed on servers it did not
// build.
func (c *classifier) servers() ([]Chain, []Orphan) {
	var installers []*installer
	type construction struct {
		cur     inspector.Cursor
		call    *ast.CallExpr
		profile *profiles.Profile
	}
	var constructions []construction
	for cur := range c.root.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn, ok := typeutil.Callee(c.info, call).(*types.Func)
		if !ok || c.inTestFile(call) {
			continue
		}
		for _, p := range profiles.Builtin {
			if matchAny(p.ServerConstructors, fn) {
				constructions = append(constructions, construction{cur, call, p})
			}
			if matchAny(p.MiddlewareInstallers, fn) {
				var recv *types.Var
				if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
					recv, _ = flow.ObjectOf(c.info, sel.X).(*types.Var)
				}
				installers = append(installers, &installer{cur: cur, call: call, profile: p, server: recv})
			}
		}
	}
	var chains []Chain
	for _, k := range constructions {
		chains = append(chains, c.chain(k.cur, k.call, k.profile, installers))
	}
	var orphans []Orphan
	for _, in := range installers {
		if !in.claimed {
			orphans = append(orphans, Orphan{Profile: in.profile.Name, Layers: c.installed(in)})
		}
	}
	return chains, orphans
}

// chain builds the middleware of the server a constructor call builds:
// its options, then what installers add on the variable holding it.
func (c *classifier) chain(cur inspector.Cursor, call *ast.CallExpr, p *profiles.Profile, installers []*installer) Chain {
	posn := c.pass.Fset.Position(call.Pos())
	ch := Chain{Profile: p.Name, Where: fmt.Sprintf("%s:%d", filepath.Base(posn.Filename), posn.Line)}
	if sig, ok := c.info.TypeOf(call.Fun).Underlying().(*types.Signature); ok && sig.Variadic() {
		first := sig.Params().Len() - 1
		for i := first; i < len(call.Args); i++ {
			if call.Ellipsis.IsValid() {
				ch.Layers = append(ch.Layers, c.optionSlice(cur, call.Args[i], p, 0)...)
			} else {
				ch.Layers = append(ch.Layers, c.optionLayers(cur, call.Args[i], p, 0)...)
			}
		}
	}
	server := c.heldIn(cur)
	var installed [][]Layer
	for _, in := range installers {
		if server != nil && in.server == server && in.profile == p {
			in.claimed = true
			installed = append(installed, c.installed(in))
		}
	}
	if p.InstallsWrap {
		slices.Reverse(installed) // each call wraps the ones before it
		ch.Layers = append(slices.Concat(installed...), ch.Layers...)
	} else {
		ch.Layers = append(ch.Layers, slices.Concat(installed...)...)
	}
	return ch
}

// installed lists the layers one installer call adds, outermost first.
func (c *classifier) installed(in *installer) []Layer {
	var out []Layer
	for _, arg := range in.call.Args {
		if in.call.Ellipsis.IsValid() {
			out = append(out, unknown(arg)) // a slice of middleware built elsewhere
			continue
		}
		out = append(out, c.layerOf(in.cur, arg, 0))
	}
	return out
}

// heldIn returns the variable, local or field, that the value of the call
// at cur is assigned to.
func (c *classifier) heldIn(cur inspector.Cursor) *types.Var {
	call := cur.Node()
	switch p := cur.Parent().Node().(type) {
	case *ast.AssignStmt:
		for i, rhs := range p.Rhs {
			if rhs == call && i < len(p.Lhs) {
				v, _ := flow.ObjectOf(c.info, p.Lhs[i]).(*types.Var)
				return v
			}
		}
	case *ast.ValueSpec:
		for i, value := range p.Values {
			if value == call && i < len(p.Names) {
				v, _ := c.info.Defs[p.Names[i]].(*types.Var)
				return v
			}
		}
	case *ast.KeyValueExpr:
		if id, ok := p.Key.(*ast.Ident); ok && p.Value == call {
			v, _ := c.info.Uses[id].(*types.Var) // a field of a struct literal
			return v
		}
	}
	return nil
}

// optionLayers lists the layers a constructor option installs:
// server.WithToolHandlerMiddleware(m), server.WithRecovery(), or an
// option a function of the package returns.
func (c *classifier) optionLayers(at inspector.Cursor, e ast.Expr, p *profiles.Profile, depth int) []Layer {
	if depth > maxDepth {
		return nil
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(c.info, e).(*types.Func)
		if !ok {
			return nil
		}
		switch {
		case matchAny(p.MiddlewareOptions, fn):
			if len(e.Args) == 1 {
				return []Layer{c.layerOf(at, e.Args[0], 0)}
			}
		case matchAny(p.Recovery, fn):
			return []Layer{{Name: quoted(c.pass.Pkg, fn), Recovers: RecoversToError}}
		default:
			decl, ok := c.hs.Decl(fn)
			if !ok {
				return nil
			}
			var out []Layer
			for _, rc := range ownReturns(decl) {
				if ret := rc.Node().(*ast.ReturnStmt); len(ret.Results) == 1 {
					if _, isSlice := c.info.TypeOf(ret.Results[0]).Underlying().(*types.Slice); isSlice {
						out = append(out, c.optionSlice(rc, ret.Results[0], p, depth+1)...)
					} else {
						out = append(out, c.optionLayers(rc, ret.Results[0], p, depth+1)...)
					}
				}
			}
			return out
		}
	case *ast.Ident:
		if v, ok := c.info.Uses[e].(*types.Var); ok && v.Kind() == types.LocalVar {
			reach := flow.Reaching(c.info, v, at)
			if len(reach.Defs) == 1 && reach.Defs[0].Value != nil && reach.Defs[0].Index == 0 && !reach.Defs[0].AddrOf {
				return c.optionLayers(reach.Defs[0].At, reach.Defs[0].Value, p, depth+1)
			}
		}
	}
	return nil
}

// optionSlice lists the layers a slice of options passed with ... installs:
// the elements of its literal and of every append to it in the function,
// in source order, whether or not the append runs.
func (c *classifier) optionSlice(at inspector.Cursor, e ast.Expr, p *profiles.Profile, depth int) []Layer {
	if depth > maxDepth {
		return nil
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		var out []Layer
		for _, elt := range e.Elts {
			out = append(out, c.optionLayers(at, elt, p, depth+1)...)
		}
		return out
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok && id.Name == "append" {
			if _, builtin := c.info.Uses[id].(*types.Builtin); builtin {
				var out []Layer
				for _, arg := range e.Args[1:] {
					if e.Ellipsis.IsValid() && arg == e.Args[len(e.Args)-1] {
						out = append(out, c.optionSlice(at, arg, p, depth+1)...)
					} else {
						out = append(out, c.optionLayers(at, arg, p, depth+1)...)
					}
				}
				return out
			}
		}
		return c.optionLayers(at, e, p, depth+1) // a function returning options
	case *ast.Ident:
		v, ok := c.info.Uses[e].(*types.Var)
		if !ok || v.Kind() != types.LocalVar {
			return nil
		}
		var fn inspector.Cursor
		for f := range at.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
			fn = f
			break
		}
		if fn.Node() == nil {
			return nil
		}
		var out []Layer
		for n := range fn.Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
			switch s := n.Node().(type) {
			case *ast.AssignStmt:
				if len(s.Lhs) != len(s.Rhs) || s.Pos() > at.Node().Pos() {
					continue
				}
				for i, lhs := range s.Lhs {
					if flow.ObjectOf(c.info, lhs) == v {
						out = append(out, c.optionSlice(n, s.Rhs[i], p, depth+1)...)
					}
				}
			case *ast.ValueSpec:
				for i, name := range s.Names {
					if c.info.Defs[name] == v && i < len(s.Values) {
						out = append(out, c.optionSlice(n, s.Values[i], p, depth+1)...)
					}
				}
			}
		}
		return out
	}
	return nil
}

func (c *classifier) inTestFile(n ast.Node) bool {
	return strings.HasSuffix(c.pass.Fset.File(n.Pos()).Name(), "_test.go")
}

func matchAny(refs []profiles.FuncRef, fn *types.Func) bool {
	for _, ref := range refs {
		if ref.Match(fn) {
			return true
		}
	}
	return false
}

var _ token.Pos
