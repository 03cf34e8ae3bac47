// Package rpcerrors finds the JSON-RPC error codes a package builds into
// protocol error values: go-sdk's *jsonrpc.Error, mcp-go's
// JSONRPCErrorDetails and the constructors that build them
// (NewJSONRPCError), and the protocol error types of in-house frameworks
// (//toolerr:rpcerror), wherever the package builds one. A code is
// followed back through conversions and local variables to the constant
// it is written as; through the helpers that take a code as a parameter,
// in this package or another (a CodeParams fact), and the function
// literals local variables hold, to the constant their caller passes,
// where the caller writes it; and into the functions that pick a code (a
// CodeResults fact), whose constants are judged at the call.
//
// A code that is not a constant on any path (a value read from a struct
// field or a map, computed, from a package-level variable or from outside
// the function) is not listed.
//
// It reports nothing; the rpccodes rule and the catalog read its result.
package rpcerrors

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Analyzer finds the constant codes of the package's protocol error
// values.
var Analyzer = &analysis.Analyzer{
	Name:       "toolerrrpc",
	Doc:        "find the JSON-RPC error codes built into protocol error values",
	Run:        run,
	Requires:   []*analysis.Analyzer{declarations.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(CodeParams), new(CodeResults)},
}

// CodeParams marks a function whose parameters, by index, become the code
// of a protocol error value it builds, itself or through the functions it
// calls (func rpcErr(code int64, msg string) error). It is part of the go
// vet and golangci-lint fact caches: keep it gob-stable.
type CodeParams struct {
	Params []int
}

func (*CodeParams) AFact() {}

// CodeResults marks a function whose one result, an integer, is a
// constant on some of its paths, one of them at least in the range
// JSON-RPC reserves (-32768 to -32000): a function that picks a code
// (func codeFor(err error) int64). Values lists those constants, sorted.
// It is part of the go vet and golangci-lint fact caches: keep it
// gob-stable.
type CodeResults struct {
	Values []int64
}

func (*CodeResults) AFact() {}

func (f *CodeResults) String() string {
	out := "code results("
	for i, v := range f.Values {
		if i > 0 {
			out += ","
		}
		out += strconv.FormatInt(v, 10)
	}
	return out + ")"
}

func (f *CodeParams) String() string { return "code params" + formatInts(f.Params) }

func formatInts(xs []int) string {
	out := "("
	for i, x := range xs {
		if i > 0 {
			out += ","
		}
		out += strconv.Itoa(x)
	}
	return out + ")"
}

// Code is one constant code of a protocol error value.
type Code struct {
	// Value is the code.
	Value int64
	// Expr is the expression the constant is written as, where the
	// package writes it: in the literal or constructor call, in the
	// assignment of the local variable that carries it, or as the
	// argument of a helper that takes a code.
	Expr ast.Expr
	// At is the construction (a literal, a constructor or helper call, an
	// assignment of the code field) that makes it a protocol error's code.
	At inspector.Cursor
	// Via is the helper the constant is passed to, nil when the code is
	// built in place.
	Via *types.Func
	// From is the function that returns the constant, when Expr is a call
	// of one that picks a code (codeFor(err)); the constant is written in
	// it, and the call is where this package chooses it.
	From *types.Func
}

// Result lists the constant codes of the package's protocol error values.
type Result struct {
	// Codes are in source order of their constructions, each constant
	// expression once.
	Codes []Code

	pass    *analysis.Pass
	decls   *declarations.Result
	params  map[*types.Func][]int
	results map[*types.Func][]int64
	// closures are the code parameters of function literals held by
	// local variables (fail := func(code int64) error {…}), by variable.
	closures map[*types.Var][]int

	// fields memoises codeField, by type; the rules read the result
	// concurrently, hence the lock.
	mu     sync.Mutex
	fields map[types.Type]codeField
}

// site is a place where a code is given to a protocol error value.
type site struct {
	at   inspector.Cursor // the construction
	code ast.Expr         // the expression giving the code
	via  *types.Func      // the helper taking the code, if any
}

func run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	r := &Result{pass: pass, decls: decls, params: make(map[*types.Func][]int), results: make(map[*types.Func][]int64), closures: make(map[*types.Var][]int), fields: make(map[types.Type]codeField)}
	r.pickers(decls)
	// Helpers that take a code mark their callers that pass it on: repeat
	// until no function gains a code parameter.
	var sites []site
	for round := 0; round < 8; round++ {
		sites = r.sites(decls)
		changed := false
		for _, s := range sites {
			for _, src := range r.sources(s.at, s.code, 0) {
				if src.param < 0 {
					continue
				}
				if src.closure != nil {
					if !slices.Contains(r.closures[src.closure], src.param) {
						r.closures[src.closure] = append(r.closures[src.closure], src.param)
						changed = true
					}
					continue
				}
				if !slices.Contains(r.params[src.fn], src.param) {
					r.params[src.fn] = append(r.params[src.fn], src.param)
					changed = true
				}
			}
		}
		if !changed {
			break
		}
	}
	type key struct {
		pos   token.Pos
		value int64
	}
	seen := make(map[key]bool)
	for _, s := range sites {
		for _, src := range r.sources(s.at, s.code, 0) {
			if src.param >= 0 {
				continue
			}
			v, exact := constant.Int64Val(constant.ToInt(src.value))
			if !exact || seen[key{src.expr.Pos(), v}] {
				continue
			}
			seen[key{src.expr.Pos(), v}] = true
			r.Codes = append(r.Codes, Code{Value: v, Expr: src.expr, At: s.at, Via: s.via, From: src.from})
		}
	}
	for fn, ps := range r.params {
		slices.Sort(ps)
		pass.ExportObjectFact(fn, &CodeParams{Params: ps})
	}
	return r, nil
}

// pickers finds the package's functions that pick a code: one integer
// result, constant on some paths, in the JSON-RPC range on one at least.
// They call each other: repeat until nothing changes.
func (r *Result) pickers(decls *declarations.Result) {
	info := r.pass.TypesInfo
	type picker struct {
		fn *types.Func
		c  inspector.Cursor
	}
	var cands []picker
	for c := range decls.Syntax.Preorder((*ast.FuncDecl)(nil)) {
		fd := c.Node().(*ast.FuncDecl)
		fn, ok := info.Defs[fd.Name].(*types.Func)
		if !ok || fd.Body == nil {
			continue
		}
		res := fn.Signature().Results()
		if res.Len() != 1 {
			continue
		}
		if b, ok := res.At(0).Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
			continue
		}
		cands = append(cands, picker{fn, c})
	}
	all := make(map[*types.Func][]int64)
	for round := 0; round < 4; round++ {
		changed := false
		for _, p := range cands {
			var values []int64
			for _, rc := range flow.Returns(p.c) {
				ret := rc.Node().(*ast.ReturnStmt)
				if len(ret.Results) != 1 {
					continue
				}
				for _, src := range r.sources(rc, ret.Results[0], 0) {
					if v, exact := constant.Int64Val(constant.ToInt(src.value)); src.param < 0 && exact {
						values = append(values, v)
					}
				}
			}
			slices.Sort(values)
			values = slices.Compact(values)
			if !slices.Equal(values, all[p.fn]) {
				all[p.fn] = values
				if slices.ContainsFunc(values, inJSONRPCRange) {
					r.results[p.fn] = values
				} else {
					delete(r.results, p.fn)
				}
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	for fn, values := range r.results {
		r.pass.ExportObjectFact(fn, &CodeResults{Values: values})
	}
}

// inJSONRPCRange reports whether code lies in the range JSON-RPC
// reserves, -32768 to -32000.
func inJSONRPCRange(code int64) bool { return -32768 <= code && code <= -32000 }

// resultsOf returns the constant codes fn, of this package or another,
// picks.
func (r *Result) resultsOf(fn *types.Func) []int64 {
	fn = fn.Origin()
	if fn.Pkg() == r.pass.Pkg {
		return r.results[fn]
	}
	var f CodeResults
	if r.pass.ImportObjectFact(fn, &f) {
		return f.Values
	}
	return nil
}

// sites lists where the package gives a code to a protocol error value,
// outside test files (unless -test-handlers), in source order.
func (r *Result) sites(decls *declarations.Result) []site {
	info := r.pass.TypesInfo
	var out []site
	// The package calls the same functions many times, and which of their
	// arguments give a code is settled for the round: a framework's
	// builders and the other packages' functions before the pass, the
	// package's own by the rounds before this one.
	argsOf := make(map[*types.Func][]int)
	for c := range decls.Syntax.Preorder((*ast.CompositeLit)(nil), (*ast.CallExpr)(nil), (*ast.AssignStmt)(nil)) {
		switch n := c.Node().(type) {
		case *ast.CompositeLit:
			field, ok := r.codeField(info.TypeOf(n))
			if !ok || comparedOnly(c, info) {
				continue
			}
			if e := fieldValue(info, n, field); e != nil {
				out = append(out, site{at: c, code: e})
			}
		case *ast.CallExpr:
			if len(n.Args) == 0 {
				continue // no argument to give a code
			}
			callee := typeutil.Callee(info, n)
			if v, ok := callee.(*types.Var); ok {
				for _, i := range r.closures[v] {
					if argGiven(n, i) {
						out = append(out, site{at: c, code: n.Args[i]})
					}
				}
				continue
			}
			fn, ok := callee.(*types.Func)
			if !ok {
				continue
			}
			args, ok := argsOf[fn]
			if !ok {
				args = r.codeArgs(fn)
				argsOf[fn] = args
			}
			for _, i := range args {
				if argGiven(n, i) {
					var via *types.Func
					if !builder(fn) {
						via = fn
					}
					out = append(out, site{at: c, code: n.Args[i], via: via})
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) || n.Tok != token.ASSIGN {
				continue
			}
			for i, lhs := range n.Lhs {
				sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
				if !ok {
					continue
				}
				if field, ok := r.codeField(info.TypeOf(sel.X)); ok && sel.Sel.Name == field {
					out = append(out, site{at: c, code: n.Rhs[i]})
				}
			}
		}
	}
	return out
}

// argGiven reports whether the argument i of call is the value of
// parameter i: it is there, and not a slice spread over a variadic
// parameter (f(args...)).
func argGiven(call *ast.CallExpr, i int) bool {
	return i < len(call.Args) && (!call.Ellipsis.IsValid() || i < len(call.Args)-1)
}

// codeField reports whether t, or what it points to, is a protocol error
// type, a framework's or one an in-house framework declares
// (//toolerr:rpcerror), and names its code field.
func (r *Result) codeField(t types.Type) (string, bool) {
	if t == nil || !namedOrPointer(t) {
		return "", false
	}
	// The package asks of every literal and field assignment it holds,
	// mostly of the same few types; the answer rests on declarations
	// final before this pass runs.
	r.mu.Lock()
	cf, seen := r.fields[t]
	r.mu.Unlock()
	if !seen {
		cf.field, cf.ok = r.lookupCodeField(t)
		r.mu.Lock()
		r.fields[t] = cf
		r.mu.Unlock()
	}
	return cf.field, cf.ok
}

// namedOrPointer reports whether t is a named type (or an alias), or a
// pointer to one, as every protocol error type is: the types of most of
// the literals a package holds, []string or map[string]any, are not, and
// each such literal has a type of its own, which the memo would never
// find again.
func namedOrPointer(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t.(type) {
	case *types.Named, *types.Alias:
		return true
	}
	return false
}

type codeField struct {
	field string
	ok    bool
}

func (r *Result) lookupCodeField(t types.Type) (string, bool) {
	if field, ok := r.decls.RPCErrorOf(t); ok {
		return field, true
	}
	for _, p := range profiles.Builtin {
		if p.ProtocolErrorCodeField == "" {
			continue
		}
		for _, refs := range [...][]profiles.TypeRef{p.ProtocolErrorTypes, p.ProtocolErrorObjects} {
			for _, ref := range refs {
				if ref.MatchValueOrPointer(t) {
					return p.ProtocolErrorCodeField, true
				}
			}
		}
	}
	return "", false
}

// builder reports whether fn is a framework's constructor of protocol
// error values.
func builder(fn *types.Func) bool {
	for _, p := range profiles.Builtin {
		for _, b := range p.ProtocolErrorBuilders {
			if b.Func.Match(fn) {
				return true
			}
		}
	}
	return false
}

// codeArgs returns the indices of the arguments of fn that become the
// code of a protocol error value.
func (r *Result) codeArgs(fn *types.Func) []int {
	for _, p := range profiles.Builtin {
		for _, b := range p.ProtocolErrorBuilders {
			if b.Func.Match(fn) {
				return []int{b.Code}
			}
		}
	}
	return r.CodeParamsOf(fn)
}

// fixedCode returns the code of the protocol error values fn builds, when
// fn is a framework's function that builds them with a code of its own:
// the release's constant, where it declares one, read from its export
// data.
func fixedCode(fn *types.Func) (int64, bool) {
	for _, p := range profiles.Builtin {
		for _, f := range p.ProtocolErrorFuncs {
			if !f.Func.Match(fn) {
				continue
			}
			if c, ok := fn.Pkg().Scope().Lookup(f.Const).(*types.Const); ok && f.Const != "" {
				if v, exact := constant.Int64Val(constant.ToInt(c.Val())); exact {
					return v, true
				}
			}
			return f.Code, true
		}
	}
	return 0, false
}

// CodeParamsOf returns the indices of the parameters of fn, a function of
// this package or another, that become the code of a protocol error value
// it builds.
func (r *Result) CodeParamsOf(fn *types.Func) []int {
	fn = fn.Origin()
	if fn.Pkg() == r.pass.Pkg {
		return r.params[fn]
	}
	var f CodeParams
	if r.pass.ImportObjectFact(fn, &f) {
		return f.Params
	}
	return nil
}

// fieldValue returns the expression a struct literal gives its field
// named field, nil when it gives none.
func fieldValue(info *types.Info, lit *ast.CompositeLit, field string) ast.Expr {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i, elt := range lit.Elts {
		f, value := flow.StructElement(st, i, elt)
		if f != nil && f.Name() == field {
			return value
		}
	}
	return nil
}

// comparedOnly reports whether the literal at c is built only to be
// compared with a received error: an operand of == or !=, or the target
// of errors.Is.
func comparedOnly(c inspector.Cursor, info *types.Info) bool {
	p := c.Parent()
	if u, ok := p.Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
		p = p.Parent()
	}
	for {
		if _, ok := p.Node().(*ast.ParenExpr); !ok {
			break
		}
		p = p.Parent()
	}
	switch n := p.Node().(type) {
	case *ast.BinaryExpr:
		return n.Op == token.EQL || n.Op == token.NEQ
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, n).(*types.Func)
		return ok && fn.Pkg() != nil && (fn.Pkg().Path() == "errors" && fn.Name() == "Is")
	}
	return false
}

// A source is where a code comes from: a constant written at expr, or
// the parameter param of fn.
type source struct {
	expr  ast.Expr
	value constant.Value
	param int
	fn    *types.Func
	// closure: the variable holding the function literal whose parameter
	// param is, in place of fn.
	closure *types.Var
	// from: the function that picks the code, when expr calls one.
	from *types.Func
}

// maxDepth bounds how far a code is followed back through variables.
const maxDepth = 6

// sources follows the code e, at the point at, back to the constants and
// parameters it may come from. A path the pass cannot follow gives
// nothing: the code is not known there.
func (r *Result) sources(at inspector.Cursor, e ast.Expr, depth int) []source {
	if e == nil || depth > maxDepth {
		return nil
	}
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() != constant.Int && tv.Value.Kind() != constant.Float {
			return nil
		}
		return []source{{expr: e, value: tv.Value, param: -1}}
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		// A conversion: int64(code), RPCCode(n).
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return r.sources(at, e.Args[0], depth+1)
		}
		// A function that picks a code: codeFor(err), kind.Code().
		if fn, ok := typeutil.Callee(info, e).(*types.Func); ok {
			var out []source
			for _, v := range r.resultsOf(fn) {
				out = append(out, source{expr: e, value: constant.MakeInt64(v), param: -1, from: fn})
			}
			return out
		}
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return nil // a package variable may change: not known
		}
		var out []source
		for _, d := range flow.Reaching(info, v, at).Defs {
			switch {
			case d.Outer:
				if fn, i, ok := r.paramOf(d.At, v); ok {
					out = append(out, source{param: i, fn: fn})
				} else if holder, i, ok := r.closureParamOf(d.At, v); ok {
					out = append(out, source{param: i, closure: holder})
				}
			case d.Value != nil && !d.AddrOf && d.Index == 0:
				out = append(out, r.sources(d.At, d.Value, depth+1)...)
			}
		}
		return out
	}
	return nil
}

// paramOf reports whether v is a parameter of the function declared at
// c, and its index.
func (r *Result) paramOf(c inspector.Cursor, v *types.Var) (*types.Func, int, bool) {
	fd, ok := c.Node().(*ast.FuncDecl)
	if !ok || v.Kind() != types.ParamVar {
		return nil, 0, false
	}
	fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil, 0, false
	}
	params := fn.Signature().Params()
	for i := range params.Len() {
		if params.At(i) == v {
			return fn, i, true
		}
	}
	return nil, 0, false
}

// closureParamOf reports whether v is a parameter of the function literal
// at c that a local variable holds (fail := func(code int64) error {…}),
// and returns the variable and the parameter's index.
func (r *Result) closureParamOf(c inspector.Cursor, v *types.Var) (*types.Var, int, bool) {
	lit, ok := c.Node().(*ast.FuncLit)
	if !ok || v.Kind() != types.ParamVar {
		return nil, 0, false
	}
	info := r.pass.TypesInfo
	var id *ast.Ident
	switch p := c.Parent().Node().(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == len(p.Rhs) {
			for i, rhs := range p.Rhs {
				if rhs == lit {
					id, _ = p.Lhs[i].(*ast.Ident)
				}
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) == len(p.Values) {
			for i, value := range p.Values {
				if value == lit {
					id = p.Names[i]
				}
			}
		}
	}
	if id == nil {
		return nil, 0, false
	}
	holder, ok := flow.ObjectOf(info, id).(*types.Var)
	if !ok || holder.Kind() != types.LocalVar {
		return nil, 0, false
	}
	sig, ok := info.TypeOf(lit).(*types.Signature)
	if !ok {
		return nil, 0, false
	}
	for i := range sig.Params().Len() {
		if sig.Params().At(i) == v {
			return holder, i, true
		}
	}
	return nil, 0, false
}

// ErrorCodes returns the constant codes that the protocol error value e,
// at the point at, may carry: built in place, by a framework function
// with a code of its own, or by a helper given a constant code, directly
// or through a local variable; ok is false where
// one of its paths gives a code the pass cannot know.
func (r *Result) ErrorCodes(at inspector.Cursor, e ast.Expr) (codes []int64, ok bool) {
	return r.errorCodes(at, e, 0)
}

func (r *Result) errorCodes(at inspector.Cursor, e ast.Expr, depth int) ([]int64, bool) {
	if e == nil || depth > maxDepth {
		return nil, false
	}
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	var given ast.Expr
	switch e := e.(type) {
	case *ast.CompositeLit:
		field, ok := r.codeField(info.TypeOf(e))
		if !ok {
			return nil, false
		}
		if given = fieldValue(info, e, field); given == nil {
			return []int64{0}, true
		}
	case *ast.CallExpr:
		var args []int
		switch callee := typeutil.Callee(info, e).(type) {
		case *types.Func:
			if code, ok := fixedCode(callee); ok {
				return []int64{code}, true
			}
			args = r.codeArgs(callee)
		case *types.Var:
			args = r.closures[callee]
		}
		if len(args) != 1 || args[0] >= len(e.Args) {
			return nil, false
		}
		given = e.Args[args[0]]
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return nil, false
		}
		if codes, ok, found := r.assignedCodes(at, v); found {
			return codes, ok
		}
		var codes []int64
		for _, d := range flow.Reaching(info, v, at).Defs {
			if d.Value == nil || d.AddrOf || d.Index != 0 {
				return nil, false
			}
			cs, ok := r.errorCodes(d.At, d.Value, depth+1)
			if !ok {
				return nil, false
			}
			codes = append(codes, cs...)
		}
		return codes, len(codes) > 0
	default:
		return nil, false
	}
	var codes []int64
	for _, src := range r.sources(at, given, 0) {
		if src.param >= 0 {
			return nil, false
		}
		v, exact := constant.Int64Val(constant.ToInt(src.value))
		if !exact {
			return nil, false
		}
		codes = append(codes, v)
	}
	return codes, len(codes) > 0
}

// assignedCodes returns the codes the function holding at gives the code
// field of the protocol error value v before at (e := &jsonrpc.Error{…};
// e.Code = …), and whether it gives it any: those replace the code v was
// built with.
func (r *Result) assignedCodes(at inspector.Cursor, v *types.Var) (codes []int64, ok, found bool) {
	fn, inFunc := flow.EnclosingFunc(at)
	if !inFunc {
		return nil, false, false
	}
	info := r.pass.TypesInfo
	ok = true
	for c := range fn.Preorder((*ast.AssignStmt)(nil)) {
		n := c.Node().(*ast.AssignStmt)
		if n.Pos() >= at.Node().Pos() || len(n.Lhs) != len(n.Rhs) {
			continue
		}
		for i, lhs := range n.Lhs {
			sel, isSel := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !isSel {
				continue
			}
			id, isIdent := ast.Unparen(sel.X).(*ast.Ident)
			if !isIdent || info.Uses[id] != v {
				continue
			}
			if field, isErr := r.codeField(v.Type()); !isErr || sel.Sel.Name != field {
				continue
			}
			found = true
			srcs := r.sources(c, n.Rhs[i], 0)
			if len(srcs) == 0 {
				ok = false
			}
			for _, src := range srcs {
				value, exact := constant.Int64Val(constant.ToInt(src.value))
				if src.param >= 0 || !exact {
					ok = false
					continue
				}
				codes = append(codes, value)
			}
		}
	}
	return codes, ok && len(codes) > 0, found
}
