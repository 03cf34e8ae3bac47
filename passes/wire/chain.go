package wire

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/srcorder"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
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

// servers finds the servers the package serves, outside test files, with
// their middleware, and the middleware installed on servers it did not
// build. A server a function builds and returns (a server factory,
// NewServer() *server.MCPServer, or a struct holding one) is served by its
// caller: the function gets a FactoryFact with the server's chain, and its
// callers treat a call of it as the server's construction.
func (c *classifier) servers() ([]Chain, []Orphan) {
	c.installers = nil
	for i := range c.calls {
		site := &c.calls[i]
		callee := site.Callee
		if callee == nil || site.InTest || !wiringPackage(callee) {
			continue
		}
		for _, p := range profiles.Builtin {
			if matchAny(p.MiddlewareInstallers, callee) {
				call := site.Call
				var recv *types.Var
				if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
					recv, _ = flow.ObjectOf(c.info, sel.X).(*types.Var)
				}
				c.installers = append(c.installers, &installer{cur: site.Cur, call: call, profile: p, server: recv})
			}
		}
	}
	var chains []Chain
	for i := range c.calls {
		site := &c.calls[i]
		if site.InTest {
			continue
		}
		if factory := c.factory(site); factory != nil {
			c.factoryChains(factory) // its servers are served where it is called
			continue
		}
		chains = append(chains, c.built(site.Cur, site.Callee)...)
	}
	// A factory no other package can call, and that this package does not
	// call outside its tests, builds servers no one else serves: this
	// package's own.
	unexported := make(map[*types.Func]bool)
	for fn := range c.factories {
		if !fn.Exported() {
			unexported[fn] = true
		}
	}
	used := c.usedFuncs(unexported)
	var orphaned []*types.Func
	for fn := range unexported {
		if !used[fn] {
			orphaned = append(orphaned, fn)
		}
	}
	slices.SortFunc(orphaned, func(a, b *types.Func) int { return srcorder.Compare(c.pass.Files, a.Pos(), b.Pos()) })
	for _, fn := range orphaned {
		chains = append(chains, c.factories[fn]...)
	}
	var orphans []Orphan
	for _, in := range c.installers {
		if !in.claimed {
			orphans = append(orphans, Orphan{Profile: in.profile.Name, Layers: c.installed(in)})
		}
	}
	return chains, orphans
}

// convertingFactoryChains lists, in source order, the servers the
// package's exported factories build when the middleware installed on
// each converts every error of the handlers it serves; none otherwise.
//
// The handlers registered on those servers are registered here, so this
// package judges them, whether or not a package calling the factory is
// analyzed. The callers may still install middleware on the server they
// get, but what they add cannot undo a conversion: a server that does
// not convert yet is left to them.
func (c *classifier) convertingFactoryChains() []Chain {
	var fns []*types.Func
	for fn, chains := range c.factories {
		if !fn.Exported() || len(chains) == 0 {
			continue
		}
		for _, ch := range chains {
			if !ch.converts() {
				return nil
			}
		}
		fns = append(fns, fn)
	}
	slices.SortFunc(fns, func(a, b *types.Func) int { return srcorder.Compare(c.pass.Files, a.Pos(), b.Pos()) })
	var out []Chain
	for _, fn := range fns {
		out = append(out, c.factories[fn]...)
	}
	return out
}

// usedFuncs lists which of the functions of the package in fns its
// non-test files refer to, outside their own declarations.
func (c *classifier) usedFuncs(fns map[*types.Func]bool) map[*types.Func]bool {
	used := make(map[*types.Func]bool)
	if len(fns) == 0 {
		return used
	}
	for id, obj := range c.info.Uses {
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() != c.pass.Pkg || !fns[fn.Origin()] || c.inTestFile(id) {
			continue
		}
		used[fn.Origin()] = true
	}
	return used
}

// built returns the chains of the servers the call at cur, of fn, builds,
// with the middleware installed afterwards on the variable holding its
// value: one for a constructor of a framework, one per server for a
// factory.
func (c *classifier) built(cur inspector.Cursor, fn *types.Func) []Chain {
	if fn == nil {
		return nil
	}
	call := cur.Node().(*ast.CallExpr)
	var base []Chain
	if wiringPackage(fn) {
		for _, p := range profiles.Builtin {
			if matchAny(p.ServerConstructors, fn) {
				base = append(base, c.constructorChain(cur, call, p))
			}
		}
	}
	if len(base) == 0 {
		base = c.factoryChains(fn.Origin())
	}
	if len(base) == 0 {
		return nil
	}
	server := c.heldIn(cur)
	out := make([]Chain, len(base))
	for i, ch := range base {
		p := lookupProfile(ch.Profile)
		var installed [][]Layer
		for _, in := range c.installers {
			if server != nil && in.server == server && in.profile == p {
				in.claimed = true
				installed = append(installed, c.installed(in))
			}
		}
		layers := slices.Clone(ch.Layers)
		if p != nil && p.InstallsWrap {
			slices.Reverse(installed) // each call wraps the ones before it
			layers = append(slices.Concat(installed...), layers...)
		} else {
			layers = append(layers, slices.Concat(installed...)...)
		}
		out[i] = Chain{Profile: ch.Profile, Where: ch.Where, Layers: layers}
	}
	return out
}

// constructorChain reads the middleware a framework's constructor call
// installs through its options.
func (c *classifier) constructorChain(cur inspector.Cursor, call *ast.CallExpr, p *profiles.Profile) Chain {
	posn := c.pass.Fset.Position(call.Pos())
	ch := Chain{Profile: p.Name, Where: fmt.Sprintf("%s:%d", filepath.Base(posn.Filename), posn.Line)}
	if sig, ok := underlying(c.info.TypeOf(call.Fun)).(*types.Signature); ok && sig.Variadic() {
		first := sig.Params().Len() - 1
		for i := first; i < len(call.Args); i++ {
			if call.Ellipsis.IsValid() {
				ch.Layers = append(ch.Layers, c.optionSlice(cur, call.Args[i], p, 0)...)
			} else {
				ch.Layers = append(ch.Layers, c.optionLayers(cur, call.Args[i], p, 0)...)
			}
		}
	}
	return ch
}

// factoryChains returns the servers a function builds and returns: from
// its fact for a function of another package, from its body for one of
// this package. Nil for a function that is no server factory.
func (c *classifier) factoryChains(fn *types.Func) []Chain {
	if fn.Pkg() != c.pass.Pkg {
		chains, seen := c.importedFactories[fn]
		if !seen {
			var f FactoryFact
			if c.pass.ImportObjectFact(fn, &f) {
				chains = f.Chains
			}
			c.importedFactories[fn] = chains
		}
		return chains
	}
	if chains, ok := c.factories[fn]; ok {
		return chains // nil while being computed: recursion
	}
	decl, ok := c.hs.Decl(fn)
	if !ok || !c.returnsServer(fn) {
		return nil
	}
	c.factories[fn] = nil
	var chains []Chain
	for cur := range decl.Preorder((*ast.CallExpr)(nil)) {
		if f, ok := flow.EnclosingFunc(cur); !ok || f.Node() != decl.Node() {
			continue // a closure's server is the closure's
		}
		callee, _ := typeutil.Callee(c.info, cur.Node().(*ast.CallExpr)).(*types.Func)
		chains = append(chains, c.built(cur, callee)...)
	}
	c.factories[fn] = chains
	return chains
}

// returnsServer reports whether a function with signature sig hands a
// server to its caller: it returns one, or a struct holding one.
func returnsServer(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if holdsServer(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

func holdsServer(t types.Type) bool {
	if isServer(t) {
		return true
	}
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if isServer(st.Field(i).Type()) {
			return true
		}
	}
	return false
}

func isServer(t types.Type) bool {
	if !serverNamed(t) && !serverNamed(pointee(t)) {
		return false // spares matching most types against every profile
	}
	for _, p := range profiles.Builtin {
		if p.Server.Name != "" && p.Server.Match(t) {
			return true
		}
	}
	return false
}

// serverNames are the names of the profiles' server types.
var serverNames = func() []string {
	var names []string
	for _, p := range profiles.Builtin {
		if p.Server.Name != "" && !slices.Contains(names, p.Server.Name) {
			names = append(names, p.Server.Name)
		}
	}
	return names
}()

// serverNamed reports whether t, or an alias on the way to its named type,
// has the name of a profile's server type: the cheap test a server type
// passes, pointers aside.
func serverNamed(t types.Type) bool {
	for t != nil {
		switch x := t.(type) {
		case *types.Alias:
			if slices.Contains(serverNames, x.Obj().Name()) {
				return true
			}
			t = x.Rhs()
		case *types.Named:
			return slices.Contains(serverNames, x.Origin().Obj().Name())
		default:
			return false
		}
	}
	return false
}

// pointee is the type t points to, nil where t is no pointer.
func pointee(t types.Type) types.Type {
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		return ptr.Elem()
	}
	return nil
}

// underlying is t's underlying type, nil for a nil t (an expression the
// type checker recorded no type for).
func underlying(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

func lookupProfile(name string) *profiles.Profile {
	for _, p := range profiles.Builtin {
		if p.Name == name {
			return p
		}
	}
	return nil
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
					if _, isSlice := underlying(c.info.TypeOf(ret.Results[0])).(*types.Slice); isSlice {
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
	return syntax.InTestFile(c.pass.Fset, n.Pos())
}

// wiringPaths are the packages of the profiles' server constructors and
// middleware installers: a handful.
var wiringPaths = func() []string {
	var paths []string
	for _, p := range profiles.Builtin {
		for _, ref := range slices.Concat(p.ServerConstructors, p.MiddlewareInstallers) {
			if !slices.Contains(paths, ref.Path) {
				paths = append(paths, ref.Path)
			}
		}
	}
	return paths
}()

// wiringPackage reports whether fn is of a package that has a server
// constructor or a middleware installer: the cheap test that spares
// matching most callees against every profile's.
func wiringPackage(fn *types.Func) bool {
	return fn.Pkg() != nil && slices.Contains(wiringPaths, fn.Pkg().Path())
}

func matchAny(refs []profiles.FuncRef, fn *types.Func) bool {
	for _, ref := range refs {
		if ref.Match(fn) {
			return true
		}
	}
	return false
}
