// Package leaks follows values back to sources of sensitive error text:
// errleak reports where such text reaches the model, and the fixes that
// build an error result from an error ask it whether its text may be shown.
package leaks

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// maxDepth bounds how far a value is followed back through variables,
// calls and helpers.
const maxDepth = 10

// Recovered names the text of a recovered panic value in messages.
const Recovered = "a recovered panic value"

// A Leak is sensitive text found in a value.
type Leak struct {
	// Source says, for messages, what the text is: "the error of
	// sensitive sql.DB.QueryContext", or Recovered.
	Source string
	// Text is the expression that turns the sensitive error into text (an
	// err.Error() or fmt.Sprintf call, an isError constructor taking the
	// error); nil while the value is still an error, which the framework
	// turns into text where it is returned.
	Text ast.Expr
	// Param is, in the summary of a helper, the index of the parameter
	// the value comes from; -1 for a sensitive source.
	Param int
}

// A Tracer follows values back to sensitive sources: errors returned by a
// function, method or package declared sensitive, values of a sensitive
// error type, and recovered panic values. It follows wrapping (fmt.Errorf,
// errors.Join, custom wrappers), text building (fmt, strings, string
// concatenation), assignments, and same-package helpers, whose summaries
// tell which of their parameters' text reaches their results.
type Tracer struct {
	info      *types.Info
	decls     *declarations.Result
	hs        *handlers.Result
	summaries map[*types.Func]*summary
	// intoHandlers: the calls of the package's handlers are followed too
	// (IntoHandlers).
	intoHandlers bool
}

// summary tells, by result index, the leaks a same-package function's
// results carry: from a source of its own, or from a parameter.
type summary struct {
	results [][]Leak
}

// A Scope is what one query knows: the values it has followed, each
// once, and, in a summary, the parameters of the function summarized.
type Scope struct {
	// params maps the parameters of a summarized function to their
	// indexes; nil outside summaries.
	params map[*types.Var]int
	seen   map[ast.Node]bool
}

func newScope(params map[*types.Var]int) *Scope {
	return &Scope{params: params, seen: make(map[ast.Node]bool)}
}

// NewScope starts a query: values that two calls of Value with the same
// scope share are followed, and their leaks returned, once.
func NewScope() *Scope { return newScope(nil) }

// New returns a tracer of the package whose types info is info: decls
// says what it declares sensitive, hs holds its functions' declarations,
// whose summaries the tracer computes once, as it needs them. A tracer
// is not safe for concurrent use.
func New(info *types.Info, decls *declarations.Result, hs *handlers.Result) *Tracer {
	return &Tracer{info: info, decls: decls, hs: hs, summaries: make(map[*types.Func]*summary)}
}

// IntoHandlers makes t follow the calls of the package's own handlers,
// as it follows its other functions'. errleak does not: the leak a
// handler returns is reported in that handler. A fix that would show the
// text of what a handler's call returns (an adapter's) must see it.
func (t *Tracer) IntoHandlers() *Tracer {
	t.intoHandlers = true
	return t
}

// Value returns the leaks the value of e, at the point at, carries: the
// sensitive text it holds, or the sensitive error it is.
func (t *Tracer) Value(s *Scope, at inspector.Cursor, e ast.Expr) []Leak {
	return t.value(s, at, e, 0)
}

// Shows reports whether the value of e, at the point at, carries text
// from a sensitive source: what errleak reports where the model reads it.
func (t *Tracer) Shows(at inspector.Cursor, e ast.Expr) bool {
	return len(t.Value(NewScope(), at, e)) > 0
}

var errorInterface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// Errorish reports whether t is an error: the error interface, or a type
// that implements it, directly or through a pointer.
func Errorish(t types.Type) bool {
	if t == nil {
		return false
	}
	return types.Implements(t, errorInterface) || !types.IsInterface(t) && types.Implements(types.NewPointer(t), errorInterface)
}

// textual reports whether a value of type t can carry text: anything but
// numbers and booleans.
func textual(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return !ok || b.Info()&types.IsString != 0 || b.Kind() == types.UntypedNil
}

// value returns the leaks the value of e, at the point at, carries.
func (t *Tracer) value(s *Scope, at inspector.Cursor, e ast.Expr, depth int) []Leak {
	if e == nil || depth > maxDepth {
		return nil
	}
	e = ast.Unparen(e)
	typ := t.info.TypeOf(e)
	if !textual(typ) || flow.IsNil(t.info, e) {
		return nil
	}
	if Errorish(typ) && t.decls.IsSensitiveType(typ) {
		return []Leak{{Source: typeName(typ), Param: -1}}
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		return t.call(s, at, e, 0, depth)
	case *ast.CompositeLit:
		// An error held in a field of a struct that is no error itself
		// marshals without its text; a wrapper error's text embeds it.
		keepErrors := Errorish(typ)
		var out []Leak
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if !keepErrors && Errorish(t.info.TypeOf(elt)) {
				continue
			}
			out = append(out, t.value(s, at, elt, depth+1)...)
		}
		return out
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return t.value(s, at, e.X, depth+1)
		}
	case *ast.StarExpr:
		return t.value(s, at, e.X, depth+1)
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			return append(t.crossing(s, at, e.X, e, depth), t.crossing(s, at, e.Y, e, depth)...)
		}
	case *ast.TypeAssertExpr:
		return t.value(s, at, e.X, depth+1)
	case *ast.SelectorExpr:
		if sel, ok := t.info.Selections[e]; ok && sel.Kind() == types.FieldVal {
			// A field of a sensitive error (pgErr.Detail) is its text.
			if xt := t.info.TypeOf(e.X); Errorish(xt) && t.decls.IsSensitiveType(xt) {
				return []Leak{{Source: typeName(xt), Text: e, Param: -1}}
			}
			return nil
		}
		return t.variable(s, at, e, depth)
	case *ast.Ident:
		return t.variable(s, at, e, depth)
	}
	return nil
}

// crossing returns the leaks of the operand e of the expression outer,
// which turns an error operand into text: a leak still an error becomes
// text at outer.
func (t *Tracer) crossing(s *Scope, at inspector.Cursor, e ast.Expr, outer ast.Expr, depth int) []Leak {
	leaks := t.value(s, at, e, depth+1)
	if Errorish(t.info.TypeOf(outer)) || !Errorish(t.info.TypeOf(e)) && !isRecover(t.info, e) {
		return leaks
	}
	for i := range leaks {
		if leaks[i].Text == nil {
			leaks[i].Text = outer
		}
	}
	return leaks
}

// variable follows a variable to the values that reach it at at.
func (t *Tracer) variable(s *Scope, at inspector.Cursor, e ast.Expr, depth int) []Leak {
	v, ok := flow.ObjectOf(t.info, e).(*types.Var)
	if !ok {
		return nil
	}
	if i, ok := s.params[v]; ok {
		return []Leak{{Param: i}}
	}
	if v.Kind() == types.PackageVar {
		// A sentinel of a sensitive package (sql.ErrNoRows).
		if Errorish(v.Type()) && t.decls.IsSensitive(v) {
			return []Leak{{Source: "the sensitive error " + qualified(v), Param: -1}}
		}
		return nil
	}
	if v.Kind() == types.FieldVar {
		return nil
	}
	var out []Leak
	for _, d := range flow.Reaching(t.info, v, at).Defs {
		switch {
		case d.AddrOf:
			out = append(out, t.addressed(s, d, v, depth)...)
		case d.Value == nil:
		case s.seen[d.Value]:
		default:
			s.seen[d.Value] = true
			if call, ok := ast.Unparen(d.Value).(*ast.CallExpr); ok && d.Index > 0 {
				out = append(out, t.call(s, d.At, call, d.Index, depth+1)...)
			} else {
				out = append(out, t.value(s, d.At, d.Value, depth+1)...)
			}
		}
	}
	if !Errorish(v.Type()) && !isString(v.Type()) {
		out = append(out, t.updates(s, at, v, depth)...)
	}
	return out
}

// addressed follows a variable filled through its address: errors.As
// makes its target the error it unwraps.
func (t *Tracer) addressed(s *Scope, d flow.Def, v *types.Var, depth int) []Leak {
	call, i, ok := flow.AddressTaker(t.info, d, v)
	if !ok {
		return nil
	}
	fn, _ := typeutil.Callee(t.info, call).(*types.Func)
	if fn != nil && fn.Name() == "As" && i == 1 && len(call.Args) == 2 {
		return t.value(s, d.At, call.Args[0], depth+1)
	}
	return nil
}

// updates returns the leaks the function holding at, before at, stores
// into v after its assignment: through its fields (res.Content = …), its
// methods (res.SetError(err), sb.WriteString(msg)), or calls handed its
// address (fmt.Fprintf(&sb, …)).
func (t *Tracer) updates(s *Scope, at inspector.Cursor, v *types.Var, depth int) []Leak {
	var fn inspector.Cursor
	for c := range at.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		fn = c
		break
	}
	if fn.Node() == nil {
		return nil
	}
	isV := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		for {
			sel, ok := e.(*ast.SelectorExpr)
			if !ok {
				break
			}
			e = ast.Unparen(sel.X)
		}
		id, ok := e.(*ast.Ident)
		return ok && t.info.Uses[id] == v
	}
	before := at.Node().Pos()
	var out []Leak
	fn.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.AssignStmt)(nil)}, func(c inspector.Cursor) bool {
		if c.Node().Pos() >= before {
			return false
		}
		switch n := c.Node().(type) {
		case *ast.CallExpr:
			handed := false
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && t.info.Selections[sel] != nil && isV(sel.X) {
				handed = true
			}
			for _, arg := range n.Args {
				if u, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && u.Op == token.AND && isV(u.X) {
					handed = true
				}
			}
			if !handed {
				return true
			}
			for _, arg := range n.Args {
				if isV(arg) {
					continue
				}
				out = append(out, t.crossing(s, c, arg, n, depth)...)
			}
			// A method storing an error (res.SetError(err)) makes it
			// text where it stores it.
			for i := range out {
				if out[i].Text == nil {
					out[i].Text = n
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if _, ok := ast.Unparen(lhs).(*ast.SelectorExpr); !ok || !isV(lhs) || i >= len(n.Rhs) || len(n.Lhs) != len(n.Rhs) {
					continue
				}
				if Errorish(t.info.TypeOf(n.Rhs[i])) {
					continue // an error kept aside in a field is not shown
				}
				out = append(out, t.value(s, c, n.Rhs[i], depth+1)...)
			}
		}
		return true
	})
	return out
}

// call returns the leaks of result index of a call.
func (t *Tracer) call(s *Scope, at inspector.Cursor, call *ast.CallExpr, index, depth int) []Leak {
	if tv, ok := t.info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 {
			return t.value(s, at, call.Args[0], depth+1) // a conversion
		}
		return nil
	}
	if isRecover(t.info, call) {
		return []Leak{{Source: Recovered, Param: -1}}
	}
	resultType := resultAt(t.info, call, index)
	if !textual(resultType) {
		return nil
	}
	fn, _ := typeutil.Callee(t.info, call).(*types.Func)
	if fn != nil {
		if Errorish(resultType) && t.decls.IsSensitive(fn) {
			return []Leak{{Source: "the error of sensitive " + qualified(fn), Param: -1}}
		}
		// err.Error() is the error's text, whatever its method says.
		if c, ok := t.hs.Decl(fn); ok && (t.intoHandlers || t.hs.Of(c.Node()) == nil) && !isErrorMethod(fn) {
			return t.helper(s, at, call, fn, index, depth)
		}
	}
	if b, ok := typeutil.Callee(t.info, call).(*types.Builtin); ok && b.Name() != "append" {
		return nil
	}
	// Anything else passes on the text of what it is given, as fmt, strings,
	// error wrappers and the SDKs' isError constructors do.
	var out []Leak
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && t.info.Selections[sel] != nil {
		out = append(out, t.crossing(s, at, sel.X, call, depth)...)
	}
	for _, arg := range call.Args {
		out = append(out, t.crossing(s, at, arg, call, depth)...)
	}
	if !Errorish(resultType) {
		for i := range out {
			if out[i].Text == nil {
				out[i].Text = call
			}
		}
	}
	return out
}

// helper applies the summary of a same-package function to a call of it.
func (t *Tracer) helper(s *Scope, at inspector.Cursor, call *ast.CallExpr, fn *types.Func, index, depth int) []Leak {
	sum := t.summary(fn, depth)
	if sum == nil || index >= len(sum.results) {
		return nil
	}
	var out []Leak
	for _, l := range sum.results[index] {
		if l.Param < 0 {
			out = append(out, l)
			continue
		}
		var arg ast.Expr
		switch {
		case l.Param < len(call.Args) && !(fn.Signature().Variadic() && l.Param == fn.Signature().Params().Len()-1):
			arg = call.Args[l.Param]
		case l.Param < len(call.Args):
			for _, a := range call.Args[l.Param:] {
				out = append(out, t.fromParam(s, at, a, call, l, depth)...)
			}
			continue
		default:
			continue
		}
		out = append(out, t.fromParam(s, at, arg, call, l, depth)...)
	}
	return out
}

// fromParam returns the leaks of the argument arg of a helper call through
// which the helper's leak l comes: where the helper turns it into text,
// the call is where the caller's error becomes text.
func (t *Tracer) fromParam(s *Scope, at inspector.Cursor, arg ast.Expr, call *ast.CallExpr, l Leak, depth int) []Leak {
	leaks := t.value(s, at, arg, depth+1)
	if l.Text == nil {
		return leaks
	}
	for i := range leaks {
		if leaks[i].Text == nil {
			leaks[i].Text = call
		}
	}
	return leaks
}

// summary summarizes a same-package function, once.
func (t *Tracer) summary(fn *types.Func, depth int) *summary {
	fn = fn.Origin()
	if sum, ok := t.summaries[fn]; ok {
		return sum // nil while being computed: recursion
	}
	t.summaries[fn] = nil
	c, _ := t.hs.Decl(fn)
	sig := fn.Signature()
	params := make(map[*types.Var]int)
	for i := 0; i < sig.Params().Len(); i++ {
		params[sig.Params().At(i)] = i
	}
	sum := &summary{results: make([][]Leak, sig.Results().Len())}
	s := newScope(params)
	for _, rc := range flow.Returns(c) {
		ret := rc.Node().(*ast.ReturnStmt)
		operands := ret.Results
		if len(operands) == 0 {
			operands = outcomes.NamedResults(outcomes.FuncType(c))
		}
		switch {
		case len(operands) == len(sum.results):
			for i, op := range operands {
				sum.results[i] = append(sum.results[i], t.value(s, rc, op, depth+1)...)
			}
		case len(operands) == 1:
			if call, ok := ast.Unparen(operands[0]).(*ast.CallExpr); ok {
				for i := range sum.results {
					sum.results[i] = append(sum.results[i], t.call(s, rc, call, i, depth+1)...)
				}
			}
		}
	}
	t.summaries[fn] = sum
	return sum
}

// resultAt is the type of result index of a call.
func resultAt(info *types.Info, call *ast.CallExpr, index int) types.Type {
	t := info.TypeOf(call)
	if tuple, ok := t.(*types.Tuple); ok {
		if index < tuple.Len() {
			return tuple.At(index).Type()
		}
		return nil
	}
	if index > 0 {
		return nil
	}
	return t
}

// isRecover reports whether e calls the built-in recover.
func isRecover(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	b, ok := typeutil.Callee(info, call).(*types.Builtin)
	return ok && b.Name() == "recover"
}

// isErrorMethod reports whether fn is the Error method of an error type.
func isErrorMethod(fn *types.Func) bool {
	sig := fn.Signature()
	return fn.Name() == "Error" && sig.Recv() != nil && sig.Params().Len() == 0 && sig.Results().Len() == 1 && isString(sig.Results().At(0).Type())
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// qualified names a function, method or variable in messages, with its
// package's name: "sql.Open", "sql.DB.QueryContext", "sql.ErrNoRows".
func qualified(obj types.Object) string {
	name := obj.Name()
	if fn, ok := obj.(*types.Func); ok {
		if recv := fn.Signature().Recv(); recv != nil {
			name = receiverName(recv.Type()) + "." + name
		}
	}
	if obj.Pkg() == nil {
		return name
	}
	return obj.Pkg().Name() + "." + name
}

// typeName says, for messages, what a value of a sensitive error type is.
func typeName(t types.Type) string {
	return "an error of sensitive type " + types.TypeString(t, func(p *types.Package) string { return p.Name() })
}

func receiverName(t types.Type) string {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name()
	}
	return types.TypeString(t, func(*types.Package) string { return "" })
}
