package errresult

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Text is what a fix gives the model in place of a returned error.
type Text struct {
	// Expr is the Go source of the message, an expression of type string.
	Expr string
	// Log, where the error's text may be sensitive, are the arguments of
	// the log.Printf call that keeps for the operator what Expr leaves
	// out (LogBefore); "" where Expr shows the error's text whole.
	Log string
}

// Message is the text the isError result carries in place of the error
// e returned at the point at, as a person writes the error's text:
// errors.New("x") gives "x"; fmt.Errorf gives fmt.Sprintf of the same
// operands, its %w verbs made %v; a *jsonrpc.Error literal gives its
// Message; any other error gives err.Error(). False where that text is
// not certain: an error that may be nil there (whose Error method would
// panic), a call that may return nil, a format that cannot be rewritten.
//
// Where e's text comes from a sensitive source (tr, as Leaks builds it,
// says so), the model reads no error's text, as errleak's fix writes it:
// the operands of fmt.Errorf that are errors (or any) are left out with
// the words that led to them ("query failed: %w" gives "query failed"),
// an error that would be shown whole gives Fallback, and Log keeps the
// error for the operator. False there where the error is not a name or
// an fmt.Errorf call whose operands a log call can evaluate first, or
// where an operand left in still holds sensitive text (Withhold).
func Message(pass *analysis.Pass, tr *leaks.Tracer, p *profiles.Profile, at inspector.Cursor, e ast.Expr) (Text, bool) {
	if tr.Shows(at, e) {
		return withheld(pass, tr, at, e)
	}
	text, ok := shown(pass, p, at, e)
	return Text{Expr: text}, ok
}

// shown is the source of an error's text, shown whole (Message).
func shown(pass *analysis.Pass, p *profiles.Profile, at inspector.Cursor, e ast.Expr) (string, bool) {
	info := pass.TypesInfo
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && fn.Pkg() != nil {
			switch {
			case fn.Name() == "New" && len(call.Args) == 1 && outcomes.BuildsError(fn):
				return edit.Source(pass.Fset, call.Args[0])
			case fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf":
				return sprintf(pass, call)
			}
		}
	}
	if text, ok, isLit := protocolMessage(pass, p, e); isLit {
		return text, ok
	}
	if !nonNil(pass, at, e, 0) {
		return "", false
	}
	s, ok := edit.Source(pass.Fset, e)
	if !ok {
		return "", false
	}
	switch e.(type) {
	case *ast.Ident, *ast.SelectorExpr, *ast.CallExpr, *ast.IndexExpr, *ast.IndexListExpr, *ast.CompositeLit:
	default:
		s = "(" + s + ")" // &T{…}, *p: the selector would bind tighter
	}
	return s + ".Error()", true
}

// sprintf is what a person writes for the text of an fmt.Errorf call:
// its format alone when it has no verbs, else fmt.Sprintf with the same
// operands and each %w made %v, which prints the wrapped error's text
// alike. The format must be a literal for its %w verbs to be rewritten.
func sprintf(pass *analysis.Pass, call *ast.CallExpr) (string, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return "", false
	}
	tv := pass.TypesInfo.Types[call.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false // fmt.Sprintf would print a %w as %!w
	}
	format := constant.StringVal(tv.Value)
	args := make([]string, len(call.Args))
	for i, arg := range call.Args {
		s, ok := edit.Source(pass.Fset, arg)
		if !ok {
			return "", false
		}
		args[i] = s
	}
	if !strings.Contains(format, "%") && len(call.Args) == 1 {
		return args[0], true
	}
	if rewritten := wrapVerbsAsV(format); rewritten != format {
		lit, ok := ast.Unparen(call.Args[0]).(*ast.BasicLit)
		if !ok {
			return "", false
		}
		// The verbs are rewritten in the literal's own text, which keeps
		// its quoting; an escape that spells a verb defeats that.
		src := wrapVerbsAsV(lit.Value)
		if s, err := strconv.Unquote(src); err != nil || s != rewritten {
			return "", false
		}
		args[0] = src
	}
	pkg, ok := edit.Source(pass.Fset, sel.X)
	if !ok {
		return "", false
	}
	return pkg + ".Sprintf(" + strings.Join(args, ", ") + ")", true
}

// ShowsError reports whether the value of e may show an error's text: an
// error, a value of an interface type that may hold one, or a part of e
// that is.
func ShowsError(info *types.Info, e ast.Expr) bool {
	shows := false
	ast.Inspect(e, func(n ast.Node) bool {
		x, ok := n.(ast.Expr)
		if !ok || shows {
			return false
		}
		// Types holds the operands, not a package's name, whose invalid
		// type would implement anything.
		if tv, ok := info.Types[x]; ok && tv.Type != nil {
			t := tv.Type
			if _, isIface := t.Underlying().(*types.Interface); isIface || types.Implements(t, errorType) || types.Implements(types.NewPointer(t), errorType) {
				shows = true
			}
		}
		return !shows
	})
	return shows
}

var errorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// wrapVerbsAsV returns format with each %w verb, flags included, made %v.
func wrapVerbsAsV(format string) string {
	b := []byte(format)
	for i := 0; i < len(b); i++ {
		if b[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(b) && strings.IndexByte("+-# 0123456789.[]*", b[j]) >= 0 {
			j++
		}
		if j < len(b) && b[j] == 'w' {
			b[j] = 'v'
		}
		i = j // past the verb, %% included
	}
	return string(b)
}

// protocolMessage returns the text of a protocol error built in place
// (&jsonrpc.Error{Code: …, Message: m} gives m), the text its Error
// method returns; isLit reports whether e is such a literal, ok whether
// it sets the message.
func protocolMessage(pass *analysis.Pass, p *profiles.Profile, e ast.Expr) (text string, ok, isLit bool) {
	if u, isAddr := e.(*ast.UnaryExpr); isAddr && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, isComposite := e.(*ast.CompositeLit)
	if !isComposite || p == nil || p.ProtocolErrorMessageField == "" {
		return "", false, false
	}
	t := pass.TypesInfo.TypeOf(lit)
	if !slices.ContainsFunc(p.ProtocolErrorTypes, func(ref profiles.TypeRef) bool { return ref.MatchValueOrPointer(t) }) {
		return "", false, false
	}
	st, isStruct := t.Underlying().(*types.Struct)
	if !isStruct {
		return "", false, true
	}
	for i, elt := range lit.Elts {
		value := elt
		if kv, keyed := elt.(*ast.KeyValueExpr); keyed {
			if id, isIdent := kv.Key.(*ast.Ident); !isIdent || id.Name != p.ProtocolErrorMessageField {
				continue
			}
			value = kv.Value
		} else if i >= st.NumFields() || st.Field(i).Name() != p.ProtocolErrorMessageField {
			continue
		}
		text, ok := edit.Source(pass.Fset, value)
		return text, ok, true
	}
	return "", false, true // an empty message tells the model nothing
}

// nonNil reports whether the error e is certainly not nil at the point
// at, where calling its Error method cannot panic: a literal, a value
// errors.New or fmt.Errorf made, a package's sentinel (ErrNotFound), a
// local variable that a condition says is not nil there or that only
// such values are assigned to, or such a value wrapped by an error
// library's Wrap.
func nonNil(pass *analysis.Pass, at inspector.Cursor, e ast.Expr, depth int) bool {
	info := pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return true
	case *ast.UnaryExpr:
		_, isLit := ast.Unparen(e.X).(*ast.CompositeLit)
		return e.Op == token.AND && isLit
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() {
			// A conversion to a type that holds no nil.
			switch types.Unalias(tv.Type).Underlying().(type) {
			case *types.Pointer, *types.Interface, *types.Map, *types.Slice, *types.Signature, *types.Chan:
				return false
			}
			return true
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok {
			return false
		}
		if outcomes.BuildsError(fn) {
			return true
		}
		// errors.Wrap(err, "…") is nil where err is.
		return outcomes.WrapsCause(fn) && len(e.Args) > 0 && depth < 3 && nonNil(pass, at, e.Args[0], depth+1)
	case *ast.SelectorExpr:
		v, ok := info.Uses[e.Sel].(*types.Var)
		return ok && sentinel(v)
	case *ast.Ident:
		v, ok := info.ObjectOf(e).(*types.Var) // a bare return names its results by their declarations
		if !ok {
			return false
		}
		if sentinel(v) {
			return true
		}
		if v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return false
		}
		reach := flow.Reaching(info, v, at)
		switch {
		case reach.State == flow.NonNil:
			return true
		case reach.State == flow.Nil || len(reach.Defs) == 0 || depth >= 3:
			return false
		}
		for _, d := range reach.Defs {
			if d.Zero || d.Outer || d.AddrOf || d.Value == nil || d.Index != 0 {
				return false
			}
			if _, tuple := info.TypeOf(d.Value).(*types.Tuple); tuple || !nonNil(pass, d.At, d.Value, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// sentinel reports whether v is a package's sentinel error, named as Go
// names them (ErrNotFound, errClosed): set once, never nil.
func sentinel(v *types.Var) bool {
	if v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return false
	}
	return strings.HasPrefix(v.Name(), "Err") || strings.HasPrefix(v.Name(), "err")
}
