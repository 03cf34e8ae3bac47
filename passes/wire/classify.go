package wire

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// maxDepth bounds how far the pass follows variables and builders.
const maxDepth = 6

// classifier tells what the middleware of a package does with what it
// wraps.
type classifier struct {
	pass   *analysis.Pass
	info   *types.Info
	decls  *declarations.Result
	hs     *handlers.Result
	layers map[ast.Node]*Layer // by middleware or builder node

	installers []*installer
	factories  map[*types.Func][]Chain // the package's server factories
	// importedFactories memoises factoryChains for functions of other
	// packages: their facts are final.
	importedFactories map[*types.Func][]Chain

	syntaxIndex
}

// wrapped is the kind of function a middleware takes as the next handler.
type wrapped struct {
	next *types.Var
	// method: next handles requests of every method (go-sdk's
	// MethodHandler), whose tool calls are named ToolsCallMethod.
	method *profiles.Profile
}

// nextParam finds the parameter through which the function of type sig
// receives the handler it wraps.
func (c *classifier) nextParam(sig *types.Signature) (wrapped, bool) {
	for i := 0; i < sig.Params().Len(); i++ {
		v := sig.Params().At(i)
		if _, ok := c.handlerType(v.Type()); ok {
			return wrapped{next: v}, true
		}
		if p := methodHandlerProfile(v.Type()); p != nil {
			return wrapped{next: v, method: p}, true
		}
	}
	return wrapped{}, false
}

// handlerType reports whether t is a tool handler's type: a handler type
// of a framework or declared in-house, or a plain function type with a
// handler's signature.
func (c *classifier) handlerType(t types.Type) (handlers.Shape, bool) {
	if s, ok := handlers.NamedShape(c.decls, t); ok {
		return s, true
	}
	if _, named := types.Unalias(t).(*types.Named); named {
		return handlers.Shape{}, false
	}
	if sig, ok := t.Underlying().(*types.Signature); ok {
		return handlers.SignatureShape(sig, true)
	}
	return handlers.Shape{}, false
}

func methodHandlerProfile(t types.Type) *profiles.Profile {
	for _, p := range profiles.Builtin {
		if p.MethodHandler.Name != "" && p.MethodHandler.Match(t) {
			return p
		}
	}
	return nil
}

// isMiddlewareType reports whether t is a middleware's type: a named one
// of a profile, or a function type taking a handler and returning one.
func (c *classifier) isMiddlewareType(t types.Type) bool {
	for _, p := range profiles.Builtin {
		for _, ref := range p.MiddlewareTypes {
			if ref.Match(t) {
				return true
			}
		}
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Results().Len() != 1 {
		return false
	}
	w, ok := c.nextParam(sig)
	if !ok {
		return false
	}
	return types.Identical(sig.Results().At(0).Type().Underlying(), w.next.Type().Underlying())
}

// cursor returns the cursor of a node of the package.
func (c *classifier) cursor(n ast.Node) (inspector.Cursor, bool) {
	if lit, ok := n.(*ast.FuncLit); ok {
		cur, ok := c.lits[lit]
		return cur, ok
	}
	return c.decls.Syntax.Inspector().Root().FindNode(n)
}

// middleware classifies the function at fn, which takes the handler it
// wraps and returns the closure that wraps it.
func (c *classifier) middleware(fn inspector.Cursor, name string, obj *types.Func) (Layer, bool) {
	if l, ok := c.layers[fn.Node()]; ok {
		if l == nil {
			return Layer{Name: name, Unknown: true}, true // recursion
		}
		return *l, true
	}
	sig := funcSig(c.info, fn.Node())
	if sig == nil {
		return Layer{}, false
	}
	w, ok := c.nextParam(sig)
	if !ok {
		return Layer{}, false
	}
	c.layers[fn.Node()] = nil
	l := Layer{Name: name, Converts: true, Recovers: RecoversToResult}
	closures := 0
	for _, r := range returnedExprs(fn) {
		lit, ok := c.closure(fn, r)
		if !ok {
			if obj := flow.ObjectOf(c.info, r); obj == w.next {
				// return next: the layer steps aside on some path.
				l.Converts, l.Recovers = false, NoRecovery
			}
			continue
		}
		closures++
		conv, rec := c.closureEffect(lit, w)
		l.Converts = l.Converts && conv
		l.Recovers = min(l.Recovers, rec)
		if h := c.hs.Of(lit.Node()); h != nil {
			l.Handlers = append(l.Handlers, h.ID)
		}
	}
	if closures == 0 {
		l.Converts, l.Recovers = false, NoRecovery
	}
	l.Stamps = obj != nil && c.decls.IsStamp(obj)
	c.layers[fn.Node()] = &l
	return l, true
}

// closure resolves a returned expression to the function literal it is:
// the literal itself, or a local variable holding one.
func (c *classifier) closure(fn inspector.Cursor, e ast.Expr) (inspector.Cursor, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return fn.FindNode(e)
	case *ast.CallExpr:
		if tv, ok := c.info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return c.closure(fn, e.Args[0]) // a conversion
		}
	case *ast.Ident:
		v, ok := c.info.Uses[e].(*types.Var)
		if !ok {
			return inspector.Cursor{}, false
		}
		for ret := range fn.Preorder((*ast.ReturnStmt)(nil)) {
			for _, r := range ret.Node().(*ast.ReturnStmt).Results {
				if r == e {
					reach := flow.Reaching(c.info, v, ret)
					if len(reach.Defs) == 1 && reach.Defs[0].Value != nil {
						if lit, ok := ast.Unparen(reach.Defs[0].Value).(*ast.FuncLit); ok {
							return fn.FindNode(lit)
						}
					}
				}
			}
		}
	}
	return inspector.Cursor{}, false
}

// closureEffect tells whether the closure at lit, wrapping w.next, turns
// every error of it into a result, and what it makes of a panic.
func (c *classifier) closureEffect(lit inspector.Cursor, w wrapped) (converts bool, rec Recovery) {
	body := lit.Node().(*ast.FuncLit)
	first := token.NoPos // the first call of next
	for call := range lit.Preorder((*ast.CallExpr)(nil)) {
		n := call.Node().(*ast.CallExpr)
		if flow.ObjectOf(c.info, n.Fun) == w.next && (first == token.NoPos || n.Pos() < first) {
			first = n.Pos()
		}
	}
	var method *types.Var
	if w.method != nil {
		if sig, ok := c.info.TypeOf(body).(*types.Signature); ok && sig.Params().Len() >= 2 {
			method = sig.Params().At(1)
		}
	}
	converts = first != token.NoPos
	for _, rc := range ownReturns(lit) {
		ret := rc.Node().(*ast.ReturnStmt)
		if ret.End() <= first || (method != nil && notToolCall(c.info, rc, method, w.method.ToolsCallMethod)) {
			continue // the layer's own answer, or not a tool call
		}
		if c.nilError(lit, rc, ret) {
			continue
		}
		if method != nil && c.nilForToolCalls(rc, ret, method, w.method.ToolsCallMethod) {
			continue
		}
		converts = false
	}
	return converts, c.recovery(lit)
}

// nilForToolCalls reports whether the error a return of a method
// middleware lets out is nil for tool calls, because an earlier statement
// returned for a tool call whose error was not nil:
//
//	if err != nil && method == "tools/call" { return isErrorResult, nil }
//	return res, err
func (c *classifier) nilForToolCalls(rc inspector.Cursor, ret *ast.ReturnStmt, method *types.Var, toolsCall string) bool {
	if len(ret.Results) == 0 {
		return false
	}
	v, ok := flow.ObjectOf(c.info, ret.Results[len(ret.Results)-1]).(*types.Var)
	if !ok {
		return false
	}
	for cur := rc; cur.Node() != nil; cur = cur.Parent() {
		switch cur.ParentEdgeKind() {
		case edge.FuncLit_Body:
			return false
		case edge.BlockStmt_List:
			for sib, has := cur.PrevSibling(); has; sib, has = sib.PrevSibling() {
				switch s := sib.Node().(type) {
				case *ast.IfStmt:
					if s.Else == nil && flow.Exits(c.info, s.Body.List) && c.failsForToolCall(s.Cond, v, method, toolsCall) {
						return true
					}
				case *ast.AssignStmt:
					for _, lhs := range s.Lhs {
						if flow.ObjectOf(c.info, lhs) == v {
							return false // assigned after the check
						}
					}
				}
			}
		}
	}
	return false
}

// failsForToolCall reports whether cond, for a tool call, reads v != nil:
// a conjunction of v != nil and comparisons of the method that hold for
// a tool call.
func (c *classifier) failsForToolCall(cond ast.Expr, v, method *types.Var, toolsCall string) bool {
	var terms []ast.Expr
	var split func(e ast.Expr)
	split = func(e ast.Expr) {
		if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LAND {
			split(b.X)
			split(b.Y)
			return
		}
		terms = append(terms, e)
	}
	split(cond)
	checksV := false
	for _, t := range terms {
		b, ok := ast.Unparen(t).(*ast.BinaryExpr)
		if !ok {
			return false
		}
		switch {
		case b.Op == token.NEQ && (flow.ObjectOf(c.info, b.X) == v && flow.IsNil(c.info, b.Y) || flow.ObjectOf(c.info, b.Y) == v && flow.IsNil(c.info, b.X)):
			checksV = true
		case excludesToolCall(c.info, t, method, toolsCall, false):
			// holds for a tool call: its negation excludes one
		default:
			return false
		}
	}
	return checksV
}

// nilError reports whether the error a return of the closure at lit
// lets out is provably nil.
func (c *classifier) nilError(lit, rc inspector.Cursor, ret *ast.ReturnStmt) bool {
	sig := funcSig(c.info, lit.Node())
	if sig == nil || sig.Results().Len() == 0 {
		return true
	}
	n := sig.Results().Len()
	var e ast.Expr
	switch {
	case len(ret.Results) == n:
		e = ret.Results[n-1]
	case len(ret.Results) == 0:
		v := flow.NamedResult(c.info, funcTypeOf(lit.Node()), n-1)
		if v == nil {
			return false
		}
		return c.nilVar(rc, v, 0)
	default:
		return false // a call's whole tuple
	}
	if flow.IsNil(c.info, e) {
		return true
	}
	v, ok := flow.ObjectOf(c.info, e).(*types.Var)
	return ok && c.nilVar(rc, v, 0)
}

// nilVar reports whether v is provably nil at the point at.
func (c *classifier) nilVar(at inspector.Cursor, v *types.Var, depth int) bool {
	if depth > maxDepth {
		return false
	}
	reach := flow.Reaching(c.info, v, at)
	if reach.State == flow.Nil {
		return true
	}
	if reach.State == flow.NonNil || len(reach.Defs) == 0 {
		return false
	}
	for _, d := range reach.Defs {
		switch {
		case d.Zero:
		case d.Value != nil && !d.AddrOf && d.Index == 0 && flow.IsNil(c.info, d.Value):
		default:
			return false
		}
	}
	return true
}

// recovery tells what the closure at lit makes of a panic.
func (c *classifier) recovery(lit inspector.Cursor) Recovery {
	return recoveryOf(c.info, c.decls, lit, c.recoverer)
}

// recoverer reports whether fn, deferred, recovers a panic: it calls
// recover() itself, as its body (in this package) or its fact (in
// another) says.
func (c *classifier) recoverer(fn *types.Func) bool {
	fn = fn.Origin()
	if fn.Pkg() != c.pass.Pkg {
		return c.pass.ImportObjectFact(fn, new(RecoverFact))
	}
	decl, ok := c.hs.Decl(fn)
	return ok && c.recovers[decl.Node()]
}

// recoveryOf tells what the function at fn (a declaration or a literal)
// makes of a panic in its own body: nothing, or a deferred recover() that
// sets its named error (or leaves its results as they were: an error, or
// a nil result, either way a protocol error), or that sets its named
// result to an isError result.
func recoveryOf(info *types.Info, decls *declarations.Result, fn inspector.Cursor, recoverer func(*types.Func) bool) Recovery {
	var ft *ast.FuncType
	switch n := fn.Node().(type) {
	case *ast.FuncLit:
		ft = n.Type
	case *ast.FuncDecl:
		ft = n.Type
	default:
		return NoRecovery
	}
	n := 0
	if ft.Results != nil {
		n = ft.Results.NumFields()
	}
	errVar := flow.NamedResult(info, ft, n-1)
	resVar := flow.NamedResult(info, ft, 0)
	rec := NoRecovery
	fn.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.DeferStmt)(nil)}, func(d inspector.Cursor) bool {
		def, ok := d.Node().(*ast.DeferStmt)
		if !ok {
			return d == fn // a closure's defers are its own
		}
		if !deferRecovers(info, def, recoverer) {
			return false
		}
		if rec == NoRecovery {
			rec = RecoversToError // zero results answer with an error, too
		}
		setsError, setsResult := false, false
		if errVar != nil {
			for _, dd := range flow.DeferredDefs(info, fn, errVar) {
				if dd.Recovering && dd.Value != nil && !flow.IsNil(info, dd.Value) {
					setsError = true
				}
			}
		}
		if resVar != nil && resVar != errVar {
			for _, dd := range flow.DeferredDefs(info, fn, resVar) {
				if dd.Recovering && dd.Value != nil && decls.IsErrorResult(dd.At, dd.Value) {
					setsResult = true
				}
			}
		}
		if setsResult && !setsError {
			rec = RecoversToResult
		}
		return false
	})
	return rec
}

// deferRecovers reports whether a defer statement runs a recover(): in a
// literal, or in the function it names.
func deferRecovers(info *types.Info, def *ast.DeferStmt, recoverer func(*types.Func) bool) bool {
	if lit, ok := ast.Unparen(def.Call.Fun).(*ast.FuncLit); ok {
		return flow.CallsRecover(info, lit.Body)
	}
	fn, ok := typeutil.Callee(info, def.Call).(*types.Func)
	return ok && recoverer(fn)
}

// notToolCall reports whether the return at rc runs only for requests
// that are not tool calls: inside `if method != "tools/call"` or a case
// of a switch on the method that does not name it.
func notToolCall(info *types.Info, rc inspector.Cursor, method *types.Var, toolsCall string) bool {
	for cur := rc; cur.Node() != nil; cur = cur.Parent() {
		switch cur.ParentEdgeKind() {
		case edge.IfStmt_Body:
			cond := cur.Parent().Node().(*ast.IfStmt).Cond
			if excludesToolCall(info, cond, method, toolsCall, true) {
				return true
			}
		case edge.IfStmt_Else:
			cond := cur.Parent().Node().(*ast.IfStmt).Cond
			if excludesToolCall(info, cond, method, toolsCall, false) {
				return true
			}
		case edge.CaseClause_Body:
			clause := cur.Parent().Node().(*ast.CaseClause)
			sw, ok := cur.Parent().Parent().Parent().Node().(*ast.SwitchStmt)
			if ok && sw.Tag != nil && flow.ObjectOf(info, sw.Tag) == method && len(clause.List) > 0 {
				names := true
				for _, e := range clause.List {
					if s, ok := flow.StringValue(info, e); !ok || s == toolsCall {
						names = false
					}
				}
				if names {
					return true
				}
			}
		case edge.FuncLit_Body:
			return false
		}
	}
	return false
}

// excludesToolCall reports whether cond being holds (or not) says the
// method is not a tool call.
func excludesToolCall(info *types.Info, cond ast.Expr, method *types.Var, toolsCall string, holds bool) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	if b.Op == token.LAND && holds {
		return excludesToolCall(info, b.X, method, toolsCall, true) || excludesToolCall(info, b.Y, method, toolsCall, true)
	}
	if b.Op != token.EQL && b.Op != token.NEQ {
		return false
	}
	var other ast.Expr
	switch {
	case flow.ObjectOf(info, b.X) == method:
		other = b.Y
	case flow.ObjectOf(info, b.Y) == method:
		other = b.X
	default:
		return false
	}
	s, ok := flow.StringValue(info, other)
	if !ok {
		return false
	}
	equal := (b.Op == token.EQL) == holds // the method equals s where the code runs
	if equal {
		return s != toolsCall
	}
	return s == toolsCall
}

// funcTypeOf returns the syntax of a function declaration's or literal's
// signature.
func funcTypeOf(n ast.Node) *ast.FuncType {
	switch n := n.(type) {
	case *ast.FuncDecl:
		return n.Type
	case *ast.FuncLit:
		return n.Type
	}
	return nil
}

// funcSig returns the signature of a function declaration or literal.
func funcSig(info *types.Info, n ast.Node) *types.Signature {
	switch n := n.(type) {
	case *ast.FuncDecl:
		if fn, ok := info.Defs[n.Name].(*types.Func); ok {
			return fn.Signature()
		}
	case *ast.FuncLit:
		sig, _ := info.TypeOf(n).(*types.Signature)
		return sig
	}
	return nil
}

// ownReturns lists the return statements of the function at fn, not those
// of the closures inside it.
func ownReturns(fn inspector.Cursor) []inspector.Cursor {
	var out []inspector.Cursor
	fn.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil)}, func(c inspector.Cursor) bool {
		if _, ok := c.Node().(*ast.FuncLit); ok {
			return c == fn
		}
		out = append(out, c)
		return true
	})
	return out
}

// returnedExprs lists the first operand of each of the function's own
// return statements.
func returnedExprs(fn inspector.Cursor) []ast.Expr {
	var out []ast.Expr
	for _, rc := range ownReturns(fn) {
		if ret := rc.Node().(*ast.ReturnStmt); len(ret.Results) > 0 {
			out = append(out, ret.Results[0])
		}
	}
	return out
}

// quoted is how messages name a function: "pkg.Func" or "Func".
func quoted(pkg *types.Package, fn *types.Func) string {
	if fn.Pkg() == nil || fn.Pkg() == pkg {
		return fn.Name()
	}
	return fn.Pkg().Name() + "." + fn.Name()
}
