package outcomes

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// classifyErr tells where the error operand e, at the point at, comes from.
func (a *analyzer) classifyErr(at inspector.Cursor, e ast.Expr, depth int) Origin {
	if depth > maxDepth || e == nil {
		return Origin{}
	}
	e = ast.Unparen(e)
	if flow.IsNil(a.info, e) {
		return Origin{Kind: Nil}
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		return a.classifyCall(at, e, depth)
	case *ast.CompositeLit:
		return a.typeOrigin(a.info.TypeOf(e), e)
	case *ast.UnaryExpr:
		if lit, ok := ast.Unparen(e.X).(*ast.CompositeLit); ok && e.Op == token.AND {
			return a.typeOrigin(a.info.TypeOf(e), lit)
		}
	case *ast.Ident, *ast.SelectorExpr:
		v, ok := flow.ObjectOf(a.info, e).(*types.Var)
		if !ok {
			return Origin{}
		}
		if !isLocal(v) {
			return a.varOrigin(v)
		}
		return a.localOrigin(at, v, depth)
	}
	return Origin{}
}

// localOrigin follows a local variable back to its assignments.
func (a *analyzer) localOrigin(at inspector.Cursor, v *types.Var, depth int) Origin {
	reach := flow.Reaching(a.info, v, at)
	if reach.State == flow.Nil {
		return Origin{Kind: Nil}
	}
	for _, g := range reach.Guards {
		if a.cancellationGuard(g, v) {
			return Origin{Kind: Cancellation}
		}
	}
	var origins []Origin
	assigned := true // every def is an assignment the pass followed
	for _, d := range reach.Defs {
		origins = append(origins, a.defOrigin(d, v, depth))
		assigned = assigned && !d.Zero && !d.Outer && d.Value != nil
	}
	o := combine(origins)
	if o.Kind == Nil && reach.State == flow.NonNil {
		if assigned {
			// Every assignment was followed and yields nil: the guarded
			// code is dead.
			return Origin{Kind: Dead}
		}
		// A guard says v is not nil where no assignment seen makes it
		// so: it got its value some way the pass does not follow.
		return Origin{}
	}
	return o
}

// defOrigin classifies the error one assignment gives v.
func (a *analyzer) defOrigin(d flow.Def, v *types.Var, depth int) Origin {
	switch {
	case d.Zero:
		return Origin{Kind: Nil}
	case d.AddrOf:
		return a.addressOrigin(d, v, depth)
	case d.Outer:
		return a.argumentOrigin(v, depth)
	case d.Value == nil:
		return Origin{}
	}
	if call, ok := ast.Unparen(d.Value).(*ast.CallExpr); ok && d.Index > 0 {
		return a.classifyCall(d.At, call, depth+1)
	}
	return a.classifyErr(d.At, d.Value, depth+1)
}

// argumentOrigin classifies the error a parameter of the helper being
// followed holds: the argument its caller hands it, where the caller is
// known; Unknown otherwise.
func (a *analyzer) argumentOrigin(v *types.Var, depth int) Origin {
	hc := a.call
	if hc == nil || !hc.site.Valid() {
		return Origin{}
	}
	arg, ok := hc.args[v]
	if !ok {
		return Origin{}
	}
	a.call = hc.up // the argument is the caller's
	defer func() { a.call = hc }()
	return a.classifyErr(hc.site, arg, depth+1)
}

// deferredOrigin adds to o what the closures deferred before ret may
// assign to the function's named error result after ret sets it. The
// assignments a recovering closure makes answer panics, which are
// handlerpanic's concern, and are left out.
func (a *analyzer) deferredOrigin(fn inspector.Cursor, ret *ast.ReturnStmt, errIndex int, o Origin) Origin {
	v := flow.NamedResult(a.info, FuncType(fn), errIndex)
	if v == nil {
		return o
	}
	origins := []Origin{o}
	for _, dd := range flow.DeferredDefs(a.info, fn, v) {
		if dd.Recovering || dd.Defer > ret.Pos() {
			continue
		}
		origins = append(origins, a.defOrigin(dd.Def, v, 1))
	}
	return combine(origins)
}

// addressOrigin classifies an error variable filled through its address:
// errors.As(err, &target) makes target the error err wraps. When the
// target's type is declared infrastructure, that is what the error is,
// whichever call it came from: errors.As found it by that type.
func (a *analyzer) addressOrigin(d flow.Def, v *types.Var, depth int) Origin {
	call, i, ok := flow.AddressTaker(a.info, d, v)
	if !ok {
		return Origin{}
	}
	fn, _ := typeutil.Callee(a.info, call).(*types.Func)
	if fn != nil && fn.Name() == "As" && i == 1 && fn.Pkg() != nil && (fn.Pkg().Path() == "errors" || wrapperPackage(fn.Pkg().Path())) {
		if a.decls.IsInfraType(v.Type()) {
			return Origin{Kind: Infra}
		}
		return a.classifyErr(d.At, call.Args[0], depth+1)
	}
	return Origin{}
}

// cancellationGuard reports whether cond, known to hold, says v is a
// cancellation: errors.Is(v, context.Canceled), v == context.DeadlineExceeded,
// ctx.Err() != nil.
func (a *analyzer) cancellationGuard(cond ast.Expr, v *types.Var) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(a.info, n).(*types.Func)
			if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && fn.Name() == "Is" && len(n.Args) == 2 {
				if a.varOrigin(objectVar(a.info, n.Args[1])).Kind == Cancellation {
					found = true
				}
			}
			if isCtxErr(fn) {
				found = true
			}
		case *ast.BinaryExpr:
			if n.Op == token.EQL {
				if a.varOrigin(objectVar(a.info, n.X)).Kind == Cancellation || a.varOrigin(objectVar(a.info, n.Y)).Kind == Cancellation {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func objectVar(info *types.Info, e ast.Expr) *types.Var {
	v, _ := flow.ObjectOf(info, e).(*types.Var)
	return v
}

// varOrigin classifies a package-level error variable: a sentinel.
func (a *analyzer) varOrigin(v *types.Var) Origin {
	if v == nil {
		return Origin{}
	}
	if v.Pkg() != nil && v.Pkg().Path() == "context" && (v.Name() == "Canceled" || v.Name() == "DeadlineExceeded") {
		return Origin{Kind: Cancellation}
	}
	if v.IsField() {
		return Origin{}
	}
	if o := a.typeOrigin(v.Type(), nil); o.Kind != Built {
		return o
	}
	if a.decls.IsInfra(v) {
		return Origin{Kind: Infra}
	}
	return Origin{Kind: Built}
}

func isCtxErr(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "context" {
		return false
	}
	return fn.Name() == "Cause" || (fn.Name() == "Err" && fn.Signature().Recv() != nil)
}

// classifyCall tells where the error a call returns comes from.
func (a *analyzer) classifyCall(at inspector.Cursor, call *ast.CallExpr, depth int) Origin {
	if tv, ok := a.info.Types[call.Fun]; ok && tv.IsType() {
		return a.typeOrigin(tv.Type, nil)
	}
	if shape, name, ok := a.hs.Callee(a.info, call); ok {
		return handlerCallOrigin(shape, name)
	}
	fn, _ := typeutil.Callee(a.info, call).(*types.Func)
	if fn == nil {
		if a.handlerLike(call.Fun) {
			// A handler handed in under a signature of its own (with
			// dependencies beside the request, say): its errors are its
			// own to answer for.
			return Origin{Kind: Propagated, Name: types.ExprString(call.Fun)}
		}
		return Origin{Kind: Downstream, Name: types.ExprString(call.Fun), Via: FuncTypeName(a.info.TypeOf(call.Fun))}
	}
	path := ""
	if fn.Pkg() != nil {
		path = fn.Pkg().Path()
	}
	switch {
	case isCtxErr(fn):
		return Origin{Kind: Cancellation}
	case path == "errors" && fn.Name() == "New":
		return Origin{Kind: Built}
	case path == "fmt" && fn.Name() == "Errorf":
		// With %w the error wraps its cause; with %v or %s it only quotes
		// it, but a failure to encode or a cancellation it quotes is no
		// more a domain failure for that.
		if causes := errorOperands(a.info, call.Args[min(1, len(call.Args)):]); len(causes) > 0 {
			if len(call.Args) > 0 && strings.Contains(a.constString(call.Args[0]), "%w") {
				return a.wrapped(at, causes, depth)
			}
			if inner := a.wrapped(at, causes, depth); inner.Exempt() || inner.Kind == Encoding {
				return inner
			}
		}
		return Origin{Kind: Built}
	case path == "errors" && fn.Name() == "Join":
		return a.wrapped(at, call.Args, depth)
	case BuildsError(fn):
		return Origin{Kind: Built}
	case WrapsCause(fn) && len(call.Args) > 0:
		return a.wrapped(at, call.Args[:1], depth)
	}
	if a.isBinder(fn) {
		return Origin{Kind: Binding, Name: fn.Name()}
	}
	if path == "encoding/json" && fn.Name() == "Unmarshal" && len(call.Args) == 2 {
		if a.handler != nil && a.argumentValue(HandlerArguments(a.handler), at, call.Args[0], 0) {
			return Origin{Kind: Binding, Name: "json.Unmarshal of the arguments"}
		}
		if a.encodedHere(at, call.Args[0], 0) {
			// Decoding what the server just encoded from its own values:
			// a conversion between its own types, which fails only on a
			// fault of its own.
			return Origin{Kind: Encoding, Name: "json.Unmarshal of data encoded in place"}
		}
	}
	if a.decls.IsInfra(fn) {
		return Origin{Kind: Infra}
	}
	if isEncoder(fn) {
		return Origin{Kind: Encoding, Name: calleeName(a.pass.Pkg, fn)}
	}
	if a.constantSuccess(fn, call.Args) {
		return Origin{Kind: Nil}
	}
	if res := fn.Signature().Results(); res.Len() > 0 {
		if o := a.typeOrigin(res.At(res.Len()-1).Type(), nil); o.Kind != Built {
			return o
		}
	}
	if s, ok := handlers.SignatureShape(fn.Signature(), false); ok && !handlers.ClientCall(fn) {
		if _, local := a.hs.Decl(fn); !local || s.ErrorBecomes == profiles.ToolError {
			return handlerCallOrigin(s, calleeName(a.pass.Pkg, fn))
		}
	}
	if _, ok := a.hs.Decl(fn); ok {
		if p := a.passedOn(fn); p.ok && p.param < len(call.Args) && !call.Ellipsis.IsValid() {
			if p.wraps {
				return a.wrapped(at, call.Args[p.param:p.param+1], depth)
			}
			return a.classifyErr(at, call.Args[p.param], depth+1)
		}
		return a.summary(fn, depth)
	}
	if o, ok := a.importedOrigin(fn); ok {
		return o
	}
	return Origin{Kind: Downstream, Name: calleeName(a.pass.Pkg, fn)}
}

// FuncTypeName names a named function type that returns an error, as
// "path.Name"; "" for any other type.
func FuncTypeName(t types.Type) string {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	sig, ok := named.Underlying().(*types.Signature)
	if !ok || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return ""
	}
	return named.Obj().Pkg().Path() + "." + named.Obj().Name()
}

// handlerLike reports whether fun is a function value handed in from
// outside (a parameter or a field) that returns a framework's tool result
// and an error, as a handler does.
func (a *analyzer) handlerLike(fun ast.Expr) bool {
	v, ok := flow.ObjectOf(a.info, fun).(*types.Var)
	if !ok || v.Kind() == types.LocalVar {
		return false
	}
	sig, ok := v.Type().Underlying().(*types.Signature)
	if !ok || sig.Results().Len() != 2 || !isErrorType(sig.Results().At(1).Type()) {
		return false
	}
	return profiles.IsResult(sig.Results().At(0).Type())
}

// encodedHere reports whether e, at the point at, holds what an encoder of
// the function produced.
func (a *analyzer) encodedHere(at inspector.Cursor, e ast.Expr, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if tv, ok := a.info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return a.encodedHere(at, e.Args[0], depth+1) // []byte(s)
		}
		fn, ok := typeutil.Callee(a.info, e).(*types.Func)
		return ok && isEncoder(fn)
	case *ast.Ident:
		v, ok := a.info.Uses[e].(*types.Var)
		if !ok || !isLocal(v) {
			return false
		}
		defs := flow.Reaching(a.info, v, at).Defs
		if len(defs) == 0 {
			return false
		}
		for _, d := range defs {
			if d.Value == nil || d.AddrOf || d.Index > 0 || !a.encodedHere(d.At, d.Value, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// handlerCallOrigin classifies the error of a call to another handler.
func handlerCallOrigin(s handlers.Shape, name string) Origin {
	if s.ErrorBecomes == profiles.ToolError {
		return Origin{Kind: WrappedHandler, Name: name}
	}
	return Origin{Kind: Propagated, Name: name}
}

// wrapperPackage reports the error libraries whose Wrap keeps the cause.
func wrapperPackage(path string) bool {
	return path == "github.com/pkg/errors" || path == "github.com/cockroachdb/errors"
}

// BuildsError reports whether fn makes a new error, never nil:
// errors.New, fmt.Errorf, and New, Errorf and Newf of the error libraries
// (github.com/pkg/errors and its kin).
func BuildsError(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	switch path := fn.Pkg().Path(); {
	case path == "errors":
		return fn.Name() == "New"
	case path == "fmt":
		return fn.Name() == "Errorf"
	case wrapperPackage(path):
		return fn.Name() == "New" || fn.Name() == "Errorf" || fn.Name() == "Newf"
	}
	return false
}

// WrapsCause reports whether fn, of an error library, returns its first
// argument wrapped (errors.Wrap(err, "…")): nil exactly where that is.
func WrapsCause(fn *types.Func) bool {
	return fn.Pkg() != nil && wrapperPackage(fn.Pkg().Path()) && wrapsFirst(fn.Name())
}

// wrapped classifies an error that wraps the error-typed operands among args:
// a cancellation or an infrastructure failure stays one when wrapped.
func (a *analyzer) wrapped(at inspector.Cursor, args []ast.Expr, depth int) Origin {
	for _, arg := range args {
		t := a.info.TypeOf(arg)
		if t == nil || !types.Implements(t, errorInterface) {
			continue
		}
		inner := a.classifyErr(at, arg, depth+1)
		if (inner.Exempt() || inner.Kind == Encoding) && inner.Kind != Nil {
			return inner // wrapping does not change what kind of fault it is
		}
		if inner.Kind == Nil {
			continue
		}
		return Origin{Kind: Wrapped, Inner: &inner}
	}
	return Origin{Kind: Wrapped}
}

var errorInterface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// errorOperands lists the error values among args: the error-typed ones,
// and the receivers of err.Error() calls.
func errorOperands(info *types.Info, args []ast.Expr) []ast.Expr {
	var out []ast.Expr
	for _, arg := range args {
		if call, ok := ast.Unparen(arg).(*ast.CallExpr); ok && len(call.Args) == 0 {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" {
				if t := info.TypeOf(sel.X); t != nil && types.Implements(t, errorInterface) {
					out = append(out, sel.X)
					continue
				}
			}
		}
		if t := info.TypeOf(arg); t != nil && types.Implements(t, errorInterface) && !isUntypedNil(info, arg) {
			out = append(out, arg)
		}
	}
	return out
}

func isUntypedNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// typeOrigin classifies an error by its type: a protocol error value, a
// protocol-intended error, an infrastructure error type; anything else is
// built in place. lit, when given, is the composite literal building it.
func (a *analyzer) typeOrigin(t types.Type, lit *ast.CompositeLit) Origin {
	if t == nil {
		return Origin{Kind: Built}
	}
	for _, p := range profiles.Builtin {
		for _, ref := range p.ProtocolErrorTypes {
			if ref.MatchValueOrPointer(t) {
				return Origin{Kind: ProtocolValue, Name: p.ProtocolErrorName, Code: a.fieldConst(lit, p.ProtocolErrorCodeField)}
			}
		}
		for _, ref := range p.ProtocolIntended {
			if ref.MatchValueOrPointer(t) {
				return Origin{Kind: Intended}
			}
		}
	}
	if a.decls.IsInfraType(t) {
		return Origin{Kind: Infra}
	}
	return Origin{Kind: Built}
}

func namedOf(t types.Type) *types.Named {
	t = types.Unalias(t)
	if ptr, ok := t.(*types.Pointer); ok {
		t = types.Unalias(ptr.Elem())
	}
	named, _ := t.(*types.Named)
	return named
}

// fieldConst returns the constant value of a literal's field, or "".
func (a *analyzer) fieldConst(lit *ast.CompositeLit, field string) string {
	if lit == nil || field == "" {
		return ""
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
			if tv, ok := a.info.Types[kv.Value]; ok && tv.Value != nil {
				return tv.Value.ExactString()
			}
		}
	}
	return ""
}

func (a *analyzer) constString(e ast.Expr) string {
	tv, ok := a.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}

// summary classifies the errors a same-package function returns, so that a
// handler calling it is told what kind of failure it passes on.
func (a *analyzer) summary(fn *types.Func, depth int) Origin {
	fn = fn.Origin()
	if o, ok := a.summaries[fn]; ok {
		if o == nil {
			return Origin{Kind: Downstream, Name: fn.Name()} // recursion
		}
		return *o
	}
	a.summaries[fn] = nil
	o := a.summarize(fn, depth)
	a.summaries[fn] = &o
	return o
}

func (a *analyzer) summarize(fn *types.Func, depth int) Origin {
	named := Origin{Kind: Downstream, Name: calleeName(a.pass.Pkg, fn)}
	c, _ := a.hs.Decl(fn)
	res := fn.Signature().Results()
	if depth > maxDepth || res.Len() == 0 || !types.Identical(res.At(res.Len()-1).Type(), errorInterface) && !isErrorType(res.At(res.Len()-1).Type()) {
		return named
	}
	var origins []Origin
	for _, rc := range flow.Returns(c) {
		ret := rc.Node().(*ast.ReturnStmt)
		operands := ret.Results
		if len(operands) == 0 {
			operands = NamedResults(FuncType(c))
		}
		switch {
		case len(operands) == res.Len():
			origins = append(origins, a.deferredOrigin(c, ret, res.Len()-1, a.classifyErr(rc, operands[len(operands)-1], depth+1)))
		case len(operands) == 1:
			if call, ok := ast.Unparen(operands[0]).(*ast.CallExpr); ok {
				origins = append(origins, a.classifyCall(rc, call, depth+1))
			}
		}
	}
	var first *Origin
	uniform := true
	exempt := true
	for i := range origins {
		o := origins[i]
		if o.Kind == Nil {
			continue
		}
		if !o.Exempt() {
			exempt = false
		}
		if first == nil {
			first = &origins[i]
		} else if o.Kind != first.Kind {
			uniform = false
		}
	}
	switch {
	case first == nil:
		// Every return yields a nil error: the function turns its
		// failures into results (or never returns at all).
		return Origin{Kind: Nil}
	case exempt:
		return *first
	case uniform && (first.Kind == Binding || first.Kind == ProtocolValue || first.Kind == Encoding):
		return *first
	case uniform && first.Kind == Built && !(fn.Signature().Recv() != nil && fn.Exported()):
		// A helper that builds the errors its callers return: a function
		// or an unexported method. The exported methods of a type (a
		// store's Get) are the API of what the handler calls downstream.
		return Origin{Kind: Built, Name: named.Name}
	}
	return named
}

func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// calleeName names a callee in messages: "Func" in its own package,
// "pkg.Func" elsewhere, "Type.Method" for methods.
func calleeName(pkg *types.Package, fn *types.Func) string {
	if recv := fn.Signature().Recv(); recv != nil {
		if named := namedOf(recv.Type()); named != nil {
			return named.Obj().Name() + "." + fn.Name()
		}
		return fn.Name()
	}
	if fn.Pkg() == nil || fn.Pkg() == pkg {
		return fn.Name()
	}
	return fn.Pkg().Name() + "." + fn.Name()
}
