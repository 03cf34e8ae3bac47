package handlers

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// maxDepth bounds how far discovery follows variables and factories.
const maxDepth = 6

// ClientCall reports whether fn is a client's tool-calling method, which
// has a handler's signature in mcp-go but calls a remote server: its error
// is a downstream failure, not another handler's.
func ClientCall(fn *types.Func) bool {
	if fn.Signature().Recv() == nil {
		return false
	}
	for _, p := range profiles.Builtin {
		if p.ClientCallMethod != "" && fn.Name() == p.ClientCallMethod {
			return true
		}
	}
	return false
}

// slot is an expression used where a handler type is expected: passed to a
// parameter, stored in a field, map or slice element or variable, returned
// as a result, or converted.
type slot struct {
	expr  ast.Expr
	shape Shape
	// tool names the tool the slot registers; evaluated once the whole
	// package is indexed, since a tool may be defined below its use.
	tool func() string
}

type discovery struct {
	pass  *analysis.Pass
	decls *declarations.Result
	res   *Result

	lits    map[*ast.FuncLit]inspector.Cursor
	varDefs map[*types.Var][]ast.Expr
	// firstDefs are the calls whose first result a variable is given
	// beside others: tool, err := protocol.NewTool("get_issue", …).
	firstDefs map[*types.Var][]ast.Expr
	// calledVars are variables of function type that the package calls.
	calledVars map[*types.Var]bool
	// stampedArgs are the arguments of provenance middleware calls.
	stampedArgs map[ast.Expr]bool
	// stampAll: the package installs a provenance middleware for every
	// handler of its server.
	stampAll bool
	// middleware: a provenance middleware is in reach of the package
	// (see middlewareInReach).
	middleware bool
	// valuesCounted: countValueUses has run.
	valuesCounted bool
	// uses are the uses of the functions the package names, by their generic form.
	uses    map[*types.Func]*funcUse
	structs map[*types.Struct]bool
	// inHouse memoises the declarations pass's answer, a fact lookup,
	// which the package asks of the same few types at every call. The
	// facts it reads are final: they are the declarations pass's, whose
	// run on this package is over.
	inHouse map[types.Object]bool
	slots   []slot
	// returned lists, for each function of the package, the expressions
	// it returns as a handler: a factory's closures, a middleware's.
	returned map[*types.Func][]ast.Expr
}

// declared reports whether obj is declared an in-house handler, by
// //toolerr:handler here or in an imported package, or by -handlers.
func (d *discovery) declared(obj types.Object) bool {
	if d.decls == nil || obj == nil {
		return false
	}
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin()
	}
	return remembered(d.inHouse, obj, d.decls.IsHandler)
}

// funcUse is what the walk learns of the uses of one function, and what
// its calls ask of it: a call looks its function up once, not once for
// each question.
type funcUse struct {
	// calleeUses counts the identifiers naming the function as the
	// function of a call; noteValues counts them down by its uses.
	calleeUses int
	called     bool // called outside tests
	valued     bool // used otherwise than called

	// What the calls of the function ask, answered on the first call
	// that asks: stamp for isStamp, registrars for registrarsNamed,
	// shapes for callShapes.
	stampKnown, stamp bool
	registrarsKnown   bool
	registrars        []registrar
	shapesKnown       bool
	sameShapes        bool
	shapes            sigShapes
}

// use returns the uses of fn, a function in its generic form.
func (d *discovery) use(fn *types.Func) *funcUse {
	u := d.uses[fn]
	if u == nil {
		u = new(funcUse)
		d.uses[fn] = u
	}
	return u
}

// isStamp reports whether fn, whose uses are u, is declared a
// provenance middleware. The declarations pass answers with a fact
// lookup, the same for every call.
func (d *discovery) isStamp(fn *types.Func, u *funcUse) bool {
	if !u.stampKnown {
		u.stamp, u.stampKnown = d.decls.IsStamp(fn), true
	}
	return u.stamp
}

// remembered returns answers[k], asking ask once per key: the
// declarations' answers cost a fact lookup (and an allocation) each.
func remembered[K comparable](answers map[K]bool, k K, ask func(K) bool) bool {
	a, seen := answers[k]
	if !seen {
		a = ask(k)
		answers[k] = a
	}
	return a
}

// walkKinds are the nodes discovery walks: those the index is made of,
// and the returns.
var walkKinds = append(indexKinds[:len(indexKinds):len(indexKinds)], (*ast.ReturnStmt)(nil))

// walk makes the package's one pass over its syntax, indexing functions and
// variables, collecting handler slots, and making the package's Index.
func (d *discovery) walk(pkg *syntax.Result) {
	info := d.pass.TypesInfo
	x := newIndexer(d.pass, pkg)
	d.lits = x.idx.Lits
	d.res.index = func() *Index { return x.idx }
	for cur := range pkg.Preorder(walkKinds...) {
		switch n := cur.Node().(type) {
		case *ast.File:
			x.file(n)
		case *ast.FuncDecl:
			fn, _ := info.Defs[n.Name].(*types.Func)
			if fn != nil && n.Body != nil {
				d.res.funcs[fn] = cur
			}
			x.funcDecl(n, fn)
		case *ast.FuncLit:
			x.funcLit(cur, n)
		case *ast.CallExpr:
			var callee types.Object
			// named: the callee is the very function the call's
			// function names, not the generic form of an instance.
			named := false
			obj, u, simple := d.noteCall(n, x.inTest)
			if simple {
				callee = calleeNamed(obj)
				named = callee == obj
			} else {
				callee = typeutil.Callee(info, n)
			}
			x.call(cur, n, callee)
			d.callSlots(n, callee, u, named)
		case *ast.CompositeLit:
			x.valueSite(cur)
			d.compositeSlots(n)
		case *ast.AssignStmt:
			x.valueSite(cur)
			d.assignSlots(n)
		case *ast.ValueSpec:
			x.valueSite(cur)
			d.valueSpecSlots(n)
		case *ast.ReturnStmt:
			if f := x.inner(n.Return); f != nil {
				d.returnSlots(f, n)
			}
		}
	}
	d.noteValues()
}

// calleeNamed is what typeutil.Callee returns for a call whose function
// is an identifier or a selector, given obj, what the type map's Uses
// says of that identifier or of the selector's name: typeutil.Callee
// would look up the same.
func calleeNamed(obj types.Object) types.Object {
	switch obj := obj.(type) {
	case nil, *types.TypeName:
		return nil
	case *types.Func:
		return obj.Origin()
	}
	return obj
}

// plainSignature returns the signature of a call of callee (as
// typeutil.Callee tells it), where the callee says it exactly as the type
// map's entry for the call's function would: a function that is neither a
// method (whose method expressions take the receiver first) nor generic
// (whose calls are of instances). Nil otherwise: ask the type map.
func plainSignature(callee types.Object) *types.Signature {
	fn, ok := callee.(*types.Func)
	if !ok {
		return nil
	}
	sig := fn.Signature()
	if sig.Recv() != nil || sig.TypeParams().Len() > 0 {
		return nil
	}
	return sig
}

// noteCall records what a call calls: a function of the package, or a
// variable of function type. Calls are far fewer than identifiers, so
// asking each call what it calls, and then each function use whether it
// was one of those, looks up far fewer identifiers than asking each
// identifier where it stands.
//
// Where the call's function is a name or a selector, it returns the object
// that names, which is what typeutil.Callee would look up, the uses of
// the function it names, if it names one, and true.
func (d *discovery) noteCall(call *ast.CallExpr, inTest bool) (types.Object, *funcUse, bool) {
	var id *ast.Ident
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		id = fun
	case *ast.SelectorExpr:
		id = fun.Sel
	default:
		d.noteCallee(call.Fun, inTest)
		return nil, nil, false
	}
	obj := d.pass.TypesInfo.Uses[id]
	var u *funcUse
	switch obj := obj.(type) {
	case *types.Var:
		if _, isFunc := obj.Type().Underlying().(*types.Signature); isFunc && id == call.Fun {
			d.calledVars[obj] = true
		}
	case *types.Func:
		u = d.noteCalledFunc(obj, inTest)
	}
	return obj, u, true
}

// noteCallee records the functions that e, the function of a call, names:
// those of its identifiers that stand, under parentheses and index
// expressions, as the name or the selected name of the call's function.
// A test calling a handler does not make it a helper.
func (d *discovery) noteCallee(e ast.Expr, inTest bool) {
	var id *ast.Ident
	switch e := e.(type) {
	case *ast.ParenExpr:
		d.noteCallee(e.X, inTest)
		return
	case *ast.IndexExpr:
		d.noteCallee(e.X, inTest)
		d.noteCallee(e.Index, inTest)
		return
	case *ast.IndexListExpr:
		d.noteCallee(e.X, inTest)
		for _, ix := range e.Indices {
			d.noteCallee(ix, inTest)
		}
		return
	case *ast.SelectorExpr:
		id = e.Sel
	case *ast.Ident:
		id = e
	default:
		return
	}
	if fn, ok := d.pass.TypesInfo.Uses[id].(*types.Func); ok {
		d.noteCalledFunc(fn, inTest)
	}
}

func (d *discovery) noteCalledFunc(fn *types.Func, inTest bool) *funcUse {
	u := d.use(fn.Origin())
	u.calleeUses++
	if !inTest {
		u.called = true
	}
	return u
}

// noteValues looks among the functions used as values for a provenance
// middleware, installed for every tool of a server:
// server.WithToolHandlerMiddleware(errs.WithProvenance).
func (d *discovery) noteValues() {
	if !d.middleware {
		return // none in reach: the uses of the package need no count
	}
	d.countValueUses()
	for fn, u := range d.uses {
		if u.valued && d.isStamp(fn, u) && takesHandler(d.declared, fn.Signature()) {
			d.stampAll = true
			return
		}
	}
}

// valued reports whether fn, a function in its generic form, is used
// otherwise than called: as a value.
func (d *discovery) valued(fn *types.Func) bool {
	d.countValueUses()
	u := d.uses[fn]
	return u != nil && u.valued
}

// countValueUses records, once and on the first ask, the functions used
// otherwise than called: as values. It counts every use of every
// function in the package, a walk of the type map's uses, which most
// packages need not make. No identifier names the function of two calls,
// so a function is used as a value where it has more uses than such
// names.
func (d *discovery) countValueUses() {
	if d.valuesCounted {
		return
	}
	d.valuesCounted = true
	if !d.decls.Syntax.WalksAny() {
		return // a package whose files are read elsewhere, or only tests
	}
	// Each use counts down the function's callee uses, which it
	// outnumbers where the function is used as a value.
	for id, obj := range d.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && d.decls.Syntax.Walks(id.Pos()) {
			d.use(fn.Origin()).calleeUses--
		}
	}
	for _, u := range d.uses {
		u.valued = u.calleeUses < 0
	}
}

// callSlots collects arguments passed to handler-typed parameters, and
// conversions to a handler type.
//
// callee is what typeutil.Callee tells of the call; u, where the call's
// function names callee, its uses; named, that the call's function names
// callee, not an instance of it.
func (d *discovery) callSlots(call *ast.CallExpr, callee types.Object, u *funcUse, named bool) {
	fn, isFunc := callee.(*types.Func)
	var ss sigShapes
	known := false
	if isFunc && named && u != nil {
		ss, known = d.callShapes(fn, u)
	}
	// The type map, as large as the package, is asked only where the
	// callee does not tell the signature, and once where signatureOf
	// would ask twice. A method taking no handler needs no signature:
	// its calls say what callShapes does.
	sig := plainSignature(callee)
	plain := sig != nil
	if !plain && (!known || ss.takesHandler) {
		info := d.pass.TypesInfo
		tv, ok := info.Types[call.Fun]
		if ok && tv.IsType() {
			if s, ok := d.namedShape(tv.Type); ok && len(call.Args) == 1 {
				d.slots = append(d.slots, slot{expr: call.Args[0], shape: s})
			}
			return
		}
		fun := tv.Type
		if !ok {
			fun = info.TypeOf(call.Fun)
		}
		if fun == nil {
			return
		}
		if sig, ok = fun.Underlying().(*types.Signature); !ok {
			return
		}
	}
	if isFunc {
		if u == nil {
			u = d.use(fn.Origin())
		}
		if d.isStamp(fn, u) {
			d.markStamped(call)
		}
		d.registrarSlots(call, fn, u)
	}
	if !known {
		ss = d.sigSlots(sig)
	}
	if ss.returnsHandler {
		// A middleware or an adapter: the handler it wraps is registered
		// where what it returns is, through it.
		return
	}
	if !ss.takesHandler {
		if v, ok := callee.(*types.Var); ok {
			d.forwardSlots(call, v, sig)
		}
		return
	}
	for i, arg := range call.Args {
		s, ok := d.namedShape(paramType(sig, i))
		if !ok {
			continue
		}
		tool := func() string { return d.registrationToolName(call, s) }
		if v, ok := callee.(*types.Var); ok {
			// The closure takes a copy of the signature: capturing sig,
			// which is assigned after its declaration, would move it to
			// the heap on every call walked, not only on these.
			sig := sig
			tool = func() string {
				if name := d.registrationToolName(call, s); name != "" {
					return name
				}
				return d.forwardedToolName(call, v, sig, i)
			}
		}
		d.slots = append(d.slots, slot{expr: arg, shape: s, tool: tool})
	}
}

// forwardSlots collects the handlers passed, as a bare function type, to
// a function value that takes a tool's name beside its handler:
// reg("pin", tool, m.pin) where reg is a func(string, *protocol.Tool,
// func(context.Context, *protocol.CallToolRequest) (…)) error. Only one
// that names the tool holds a registration: any other function value
// taking a function of a handler's signature may merely call it.
func (d *discovery) forwardSlots(call *ast.CallExpr, fn *types.Var, sig *types.Signature) {
	for i, arg := range call.Args {
		psig, ok := types.Unalias(paramType(sig, i)).(*types.Signature)
		if !ok {
			continue
		}
		s, ok := SignatureShape(psig, true)
		if !ok {
			continue
		}
		if name := d.forwardedToolName(call, fn, sig, i); name != "" {
			d.slots = append(d.slots, slot{expr: arg, shape: s, tool: func() string { return name }})
		}
	}
}

// registrarSlots collects the handler a registrar takes untyped: its
// shape is the one of the registrar's profile that its signature has. u
// is fn's uses.
func (d *discovery) registrarSlots(call *ast.CallExpr, fn *types.Func, u *funcUse) {
	if !u.registrarsKnown {
		u.registrars, u.registrarsKnown = registrarsNamed(fn.Name()), true
	}
	for _, r := range u.registrars {
		if r.Handler >= len(call.Args) || !r.Func.Match(fn) {
			continue
		}
		arg := call.Args[r.Handler]
		t := d.pass.TypesInfo.TypeOf(arg)
		if t == nil {
			continue
		}
		sig, ok := t.Underlying().(*types.Signature)
		if !ok {
			continue
		}
		s, ok := profileShape(r.profile, sig)
		if !ok {
			continue
		}
		sl := slot{expr: arg, shape: s, tool: func() string { return d.registrationToolName(call, s) }}
		if r.Name >= 0 && r.Name < len(call.Args) {
			name := call.Args[r.Name]
			sl.tool = func() string { return d.constString(name) }
		}
		d.slots = append(d.slots, sl)
	}
}

// registrar is a profile's registrar, with its profile.
type registrar struct {
	profiles.Registrar
	profile *profiles.Profile
}

// registrarsNamed returns the registrars whose function is named name:
// every call of the package is asked, and few functions are registrars.
var registrarsNamed = func() func(string) []registrar {
	var once sync.Once
	var byName map[string][]registrar
	return func(name string) []registrar {
		once.Do(func() {
			byName = make(map[string][]registrar)
			for _, p := range profiles.Builtin {
				for _, r := range p.Registrars {
					byName[r.Func.Name] = append(byName[r.Func.Name], registrar{Registrar: r, profile: p})
				}
			}
		})
		return byName[name]
	}
}()

// sigShapes is what a called signature says of the handlers in a call.
type sigShapes struct {
	// returnsHandler: a middleware or an adapter (see returnsHandler).
	returnsHandler bool
	// takesHandler: some parameter, or the variadic element, is of a
	// handler type.
	takesHandler bool
}

// sigSlots answers what the calls of a signature say of handlers.
func (d *discovery) sigSlots(sig *types.Signature) sigShapes {
	ss := sigShapes{returnsHandler: d.returnsHandler(sig)}
	for i := 0; i < sig.Params().Len() && !ss.takesHandler; i++ {
		// For the variadic parameter, paramType is its element.
		_, ss.takesHandler = d.namedShape(paramType(sig, i))
	}
	return ss
}

// callShapes answers sigSlots for the calls naming fn, once per function
// where all of them have the same answer, of which a package calls a few
// many times. A plain function's calls have its signature (see
// plainSignature). The type map gives each call of a method value a
// signature of its own, the method's less its receiver, and a method
// expression's takes the receiver first: that changes no answer where
// the receiver is of no handler type. A generic function, or a method of
// a generic type, is called instantiated: ok is false there.
func (d *discovery) callShapes(fn *types.Func, u *funcUse) (shapes sigShapes, ok bool) {
	if !u.shapesKnown {
		u.shapesKnown = true
		sig := fn.Signature()
		u.sameShapes = sig.TypeParams().Len() == 0 && sig.RecvTypeParams().Len() == 0
		if recv := sig.Recv(); recv != nil && u.sameShapes {
			_, handlerRecv := d.namedShape(recv.Type())
			u.sameShapes = !handlerRecv && !genericType(recv.Type())
		}
		if u.sameShapes {
			u.shapes = d.sigSlots(sig)
		}
	}
	return u.shapes, u.sameShapes
}

// genericType reports whether t, or what it points to, is a generic
// named type: the receiver of a generic interface's methods.
func genericType(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.TypeParams().Len() > 0
}

// signatureOf returns the signature of a called expression.
func signatureOf(info *types.Info, fun ast.Expr) (*types.Signature, bool) {
	t := info.TypeOf(fun)
	if t == nil {
		return nil, false
	}
	sig, ok := t.Underlying().(*types.Signature)
	return sig, ok
}

func paramType(sig *types.Signature, i int) types.Type {
	params := sig.Params()
	if sig.Variadic() && i >= params.Len()-1 {
		if s, ok := params.At(params.Len() - 1).Type().(*types.Slice); ok {
			return s.Elem()
		}
		return nil
	}
	if i >= params.Len() {
		return nil
	}
	return params.At(i).Type()
}

// compositeSlots collects handler-typed struct fields (server.ServerTool's
// Handler) and map, slice and array elements.
func (d *discovery) compositeSlots(lit *ast.CompositeLit) {
	info := d.pass.TypesInfo
	t := info.TypeOf(lit)
	if t == nil {
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		if !d.holdsHandler(u) {
			return
		}
		var handlerExprs []slot
		for i, elt := range lit.Elts {
			field, value := flow.StructElement(u, i, elt)
			if field == nil {
				continue
			}
			if s, ok := d.namedShape(field.Type()); ok {
				handlerExprs = append(handlerExprs, slot{expr: value, shape: s})
			}
		}
		if len(handlerExprs) == 0 {
			return
		}
		tool := func() string { return d.structToolName(lit, u) }
		for _, s := range handlerExprs {
			s.tool = tool
			d.slots = append(d.slots, s)
		}
	case *types.Map:
		s, ok := d.namedShape(u.Elem())
		if !ok {
			return
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				key := kv.Key
				d.slots = append(d.slots, slot{expr: kv.Value, shape: s, tool: func() string { return d.constString(key) }})
			}
		}
	case *types.Slice, *types.Array:
		elem := u.(interface{ Elem() types.Type }).Elem()
		s, ok := d.namedShape(elem)
		if !ok {
			return
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			d.slots = append(d.slots, slot{expr: elt, shape: s})
		}
	}
}

// holdsHandler reports, once per struct type, whether a field of st is of
// a handler type: only then can a literal of it hold a slot.
func (d *discovery) holdsHandler(st *types.Struct) bool {
	holds, seen := d.structs[st]
	if !seen {
		for i := 0; i < st.NumFields() && !holds; i++ {
			_, holds = d.namedShape(st.Field(i).Type())
		}
		d.structs[st] = holds
	}
	return holds
}

// assignSlots indexes local variables and collects assignments to
// handler-typed variables, fields and map entries.
func (d *discovery) assignSlots(as *ast.AssignStmt) {
	info := d.pass.TypesInfo
	if as.Tok != token.ASSIGN && as.Tok != token.DEFINE {
		return
	}
	if len(as.Rhs) == 1 && len(as.Lhs) > 1 {
		if v, ok := flow.ObjectOf(info, as.Lhs[0]).(*types.Var); ok {
			d.firstDefs[v] = append(d.firstDefs[v], as.Rhs[0])
		}
		return
	}
	if len(as.Lhs) != len(as.Rhs) {
		return
	}
	for i, lhs := range as.Lhs {
		var t types.Type
		if id, ok := lhs.(*ast.Ident); ok {
			if v, ok := flow.ObjectOf(info, id).(*types.Var); ok {
				d.varDefs[v] = append(d.varDefs[v], as.Rhs[i])
				if id.Name != "_" {
					t = v.Type() // what TypeOf would look up again
				}
			}
		}
		if t == nil {
			t = info.TypeOf(lhs)
		}
		s, ok := d.namedShape(t)
		if !ok {
			continue
		}
		sl := slot{expr: as.Rhs[i], shape: s}
		if ix, ok := lhs.(*ast.IndexExpr); ok {
			sl.tool = func() string { return d.constString(ix.Index) }
		}
		d.slots = append(d.slots, sl)
	}
}

func (d *discovery) valueSpecSlots(vs *ast.ValueSpec) {
	info := d.pass.TypesInfo
	if len(vs.Values) != len(vs.Names) {
		return
	}
	for i, id := range vs.Names {
		v, ok := info.Defs[id].(*types.Var)
		if !ok {
			continue
		}
		d.varDefs[v] = append(d.varDefs[v], vs.Values[i])
		if s, ok := d.namedShape(v.Type()); ok {
			d.slots = append(d.slots, slot{expr: vs.Values[i], shape: s})
		}
	}
}

// enclosingFunc is a function declaration or literal around the node the
// walk visits.
type enclosingFunc struct {
	node ast.Node // the *ast.FuncDecl or *ast.FuncLit
	end  token.Pos
	lit  *ast.FuncLit // nil for a declaration
	fn   *types.Func  // the declared function, nil in a closure
	// known: sig and handlerResults are computed, on the first return.
	known bool
	sig   *types.Signature
	// handlerResults: a result is of a handler type.
	handlerResults bool
}

// returnSlots collects results returned as a handler type: the closures of
// handler factories and middleware. f is the function returning.
func (d *discovery) returnSlots(f *enclosingFunc, ret *ast.ReturnStmt) {
	if !f.known {
		f.known = true
		if f.fn != nil {
			f.sig = f.fn.Signature()
		} else if f.lit != nil {
			f.sig, _ = d.pass.TypesInfo.TypeOf(f.lit).(*types.Signature)
		}
		if f.sig != nil {
			for i := 0; i < f.sig.Results().Len() && !f.handlerResults; i++ {
				_, f.handlerResults = d.namedShape(f.sig.Results().At(i).Type())
			}
		}
	}
	sig, fn := f.sig, f.fn
	if sig == nil || !f.handlerResults || sig.Results().Len() != len(ret.Results) {
		return
	}
	for i, r := range ret.Results {
		if s, ok := d.namedShape(sig.Results().At(i).Type()); ok {
			d.slots = append(d.slots, slot{expr: r, shape: s, tool: d.returnedToolName(ret, i)})
			if fn != nil {
				d.returned[fn] = append(d.returned[fn], r)
			}
		}
	}
}

// returnedToolName names the tool a factory returns beside its handler:
// return mcp.NewTool("list_workflows", …), func(…) {…}.
func (d *discovery) returnedToolName(ret *ast.ReturnStmt, handler int) func() string {
	for j, other := range ret.Results {
		if j != handler && d.toolTypeProfile(d.pass.TypesInfo.TypeOf(other)) != nil {
			return func() string { return d.toolName(other, 0) }
		}
	}
	return nil
}

// handlerParam returns the shape of a parameter that takes a handler: of a
// handler type, or of a plain function type with a handler's signature.
func (d *discovery) handlerParam(t types.Type) (Shape, bool) {
	if s, ok := d.namedShape(t); ok {
		return s, true
	}
	if t == nil {
		return Shape{}, false
	}
	if _, named := types.Unalias(t).(*types.Named); named {
		return Shape{}, false
	}
	if sig, ok := t.Underlying().(*types.Signature); ok {
		return SignatureShape(sig, true)
	}
	return Shape{}, false
}

// returnsHandler reports whether sig returns a handler.
func (d *discovery) returnsHandler(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if _, ok := d.handlerParam(sig.Results().At(i).Type()); ok {
			return true
		}
	}
	return false
}

// takesHandler reports whether sig has a handler-typed parameter: a
// middleware, whose returned closure wraps many tools. declared tells
// whether a type is declared an in-house handler (a discovery's memo, or
// the declarations themselves where there is no discovery).
func takesHandler(declared func(types.Object) bool, sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if _, ok := namedShape(declared, sig.Params().At(i).Type()); ok {
			return true
		}
	}
	return false
}

func (d *discovery) resolveSlots() {
	// Slots with a tool name go first so that a handler reached both with
	// and without one is named.
	names := make([]string, len(d.slots))
	for i, s := range d.slots {
		if s.tool != nil {
			names[i] = s.tool()
		}
		if names[i] != "" {
			d.resolve(s.expr, s.shape, registration{tool: names[i], registered: true}, 0)
		}
	}
	for i, s := range d.slots {
		if names[i] == "" {
			d.resolve(s.expr, s.shape, registration{registered: true}, 0)
		}
	}
}

// registration is what a registration says of the handlers it reaches.
type registration struct {
	tool string
	// stamped: the handlers pass through a declared provenance middleware.
	stamped bool
	// wrappers are the calls the handlers were passed through on the way
	// to the slot, outermost first: middleware and adapters.
	wrappers []*ast.CallExpr
	// registered: a slot of a framework or of a declared handler type,
	// not a guess from a signature.
	registered bool
}

// withWrapper returns reg with call added inside its wrappers.
func (reg registration) withWrapper(call *ast.CallExpr) registration {
	reg.wrappers = append(slices.Clip(reg.wrappers), call)
	return reg
}

func (d *discovery) resolve(e ast.Expr, shape Shape, reg registration, depth int) {
	if depth > maxDepth || e == nil {
		return
	}
	info := d.pass.TypesInfo
	e = ast.Unparen(e)
	if d.stampedArgs[e] {
		reg.stamped = true
	}
	switch e := e.(type) {
	case *ast.FuncLit:
		if c, ok := d.lits[e]; ok {
			d.add(c, shape, reg, false)
		}
	case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr, *ast.IndexListExpr:
		switch obj := flow.ObjectOf(info, e).(type) {
		case *types.Func:
			if c, ok := d.res.Decl(obj); ok {
				d.add(c, shape, reg, false)
			} else if obj.Pkg() != nil && obj.Pkg() != d.pass.Pkg {
				d.addImported(obj, shape, reg)
			}
		case *types.Var:
			for _, def := range d.varDefs[obj] {
				d.resolve(def, shape, reg, depth+1)
			}
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			if len(e.Args) == 1 {
				d.resolve(e.Args[0], shape, reg, depth+1)
			}
			return
		}
		sig, ok := signatureOf(info, e.Fun)
		if !ok {
			return
		}
		// An adapter (mcp.NewTypedToolHandler(h)) or a middleware
		// (withAuth(h)): the handler passed in serves this tool too,
		// through the call.
		for i, arg := range e.Args {
			if s, ok := d.handlerParam(paramType(sig, i)); ok {
				d.resolve(arg, s, reg.withWrapper(e), depth+1)
			}
		}
		// A factory: the closures it returns are handlers; a middleware's
		// serve every tool it wraps.
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok {
			return
		}
		if takesHandler(d.declared, sig) {
			reg.tool = ""
		}
		c, ok := d.res.Decl(fn)
		if !ok {
			if fn.Pkg() != nil && fn.Pkg() != d.pass.Pkg {
				d.addImported(fn, shape, reg)
			}
			return
		}
		for _, r := range returnedExprs(c, 0) {
			d.resolve(r, shape, reg, depth+1)
		}
	}
}

// returnedExprs lists the i-th operand of each return statement of the
// function at fn (not of the closures inside it).
func returnedExprs(fn inspector.Cursor, i int) []ast.Expr {
	var out []ast.Expr
	fn.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.FuncLit:
			return c == fn
		case *ast.ReturnStmt:
			if i < len(n.Results) {
				out = append(out, n.Results[i])
			}
		}
		return true
	})
	return out
}

// addImported records the registration of a handler, or of the handlers a
// factory returns, that another package declares.
func (d *discovery) addImported(fn *types.Func, shape Shape, reg registration) {
	d.res.Imported = append(d.res.Imported, &ImportedRegistration{
		Func:         fn.Origin(),
		Shape:        shape,
		Registration: Registration{Tool: reg.tool, Wrappers: reg.wrappers},
	})
}

// add records the function at c as a handler of the given shape.
func (d *discovery) add(c inspector.Cursor, shape Shape, reg registration, bySignature bool) {
	if h := d.res.byNode[c.Node()]; h != nil {
		if h.ToolName == "" {
			h.ToolName = reg.tool
		}
		h.Stamped = h.Stamped || reg.stamped
		if h.BySignature && !bySignature {
			h.Shape, h.BySignature = shape, false
		}
		if reg.registered {
			h.Registrations = append(h.Registrations, Registration{Tool: reg.tool, Wrappers: reg.wrappers})
		}
		return
	}
	h := &Handler{Func: c, Shape: shape, ToolName: reg.tool, BySignature: bySignature, Stamped: reg.stamped, ID: d.handlerID(c.Node())}
	if reg.registered {
		h.Registrations = []Registration{{Tool: reg.tool, Wrappers: reg.wrappers}}
	}
	switch n := c.Node().(type) {
	case *ast.FuncDecl:
		h.Body = n.Body
		h.Obj, _ = d.pass.TypesInfo.Defs[n.Name].(*types.Func)
		if h.Obj != nil {
			h.Sig = h.Obj.Signature()
		}
	case *ast.FuncLit:
		h.Body = n.Body
		h.Sig, _ = d.pass.TypesInfo.TypeOf(n).(*types.Signature)
	}
	if h.Body == nil || h.Sig == nil {
		return
	}
	if !shape.IsSDK() {
		h.Shape = inHouse(h.Sig)
	}
	d.res.byNode[c.Node()] = h
	d.res.Handlers = append(d.res.Handlers, h)
}

// addDeclared adds the functions and methods marked //toolerr:handler.
func (d *discovery) addDeclared() {
	for fn, c := range d.res.funcs {
		if d.declared(fn) && !testDouble(fn) {
			d.add(c, inHouse(fn.Signature()), registration{}, false)
		}
	}
}

// addBySignature adds the functions of a handler's exact signature that the
// package never calls: handlers registered by another package. A look-alike
// that the package calls is a helper, not a handler.
func (d *discovery) addBySignature() {
	for fn, c := range d.res.funcs {
		if u := d.uses[fn]; d.res.byNode[c.Node()] != nil || u != nil && u.called {
			continue
		}
		if ClientCall(fn) {
			continue // a client's CallTool has the handler signature too
		}
		if testDouble(fn) {
			continue // a mock of a handler, for the tests
		}
		s, ok := SignatureShape(fn.Signature(), true)
		if !ok {
			continue
		}
		if (!fn.Exported() || d.pass.Pkg.Name() == "main") && !d.valued(fn) {
			continue // unreachable from any registration
		}
		d.add(c, s, registration{}, true)
	}
	for lit, c := range d.lits {
		if d.res.byNode[lit] != nil || d.calledLocally(c) {
			continue
		}
		sig, ok := d.pass.TypesInfo.TypeOf(lit).(*types.Signature)
		if !ok {
			continue
		}
		if s, ok := SignatureShape(sig, true); ok {
			d.add(c, s, registration{}, true)
		}
	}
	sortHandlers(d.pass.Files, d.res.Handlers)
}

// testDouble reports whether fn is a method of a test double (a testify or
// gomock mock), which tests use in a handler's place wherever it is
// declared: mocks generated or written beside the code, outside _test.go
// files, so that the tests of several packages share them.
func testDouble(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && profiles.IsTestDouble(recv.Type())
}

// calledLocally reports whether the closure at c is a local helper: stored
// in a variable that the package calls, or called on the spot.
func (d *discovery) calledLocally(c inspector.Cursor) bool {
	p := c.Parent()
	switch n := p.Node().(type) {
	case *ast.CallExpr:
		return n.Fun == c.Node()
	case *ast.AssignStmt:
		for i, rhs := range n.Rhs {
			if rhs == c.Node() && i < len(n.Lhs) {
				v, ok := flow.ObjectOf(d.pass.TypesInfo, n.Lhs[i]).(*types.Var)
				return ok && d.calledVars[v]
			}
		}
	case *ast.ValueSpec:
		for i, value := range n.Values {
			if value == c.Node() && i < len(n.Names) {
				v, ok := d.pass.TypesInfo.Defs[n.Names[i]].(*types.Var)
				return ok && d.calledVars[v]
			}
		}
	}
	return false
}

// markStamped marks the handlers passed to a provenance middleware call as
// stamped.
func (d *discovery) markStamped(call *ast.CallExpr) {
	for _, arg := range call.Args {
		d.stampedArgs[ast.Unparen(arg)] = true
	}
}
