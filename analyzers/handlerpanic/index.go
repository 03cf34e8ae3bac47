package handlerpanic

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// list is a list whose length the model decides, indexed at a constant
// position: a list argument (args["ids"].([]any), a typed argument's
// slice field), or argument text cut by a strings function
// (strings.Split(path, "/")).
type list struct {
	at  int64  // the constant index
	arg string // the argument's name, "" where it is not known
	// cut is the strings function that cut the text, nil for a list the
	// model sent as one; sep its constant separator, for the Split family.
	cut *cutter
	sep string
}

// cutter is a function of package strings that cuts text into a list.
type cutter struct {
	name string
	// min is how many elements the result holds whatever the text: one
	// for the Split family with a separator that is not empty (the whole
	// text, where it holds none), none for Fields.
	min int64
	// unit is what the message calls the elements.
	unit string
	// split: the function's second operand is the separator, and its
	// third, where it has one, the most elements it returns.
	split bool
}

// cutters are the functions of package strings whose result a handler
// indexes: the model decides how many elements they return.
var cutters = map[string]*cutter{
	"Split":       {name: "Split", min: 1, unit: "parts", split: true},
	"SplitN":      {name: "SplitN", min: 1, unit: "parts", split: true},
	"SplitAfter":  {name: "SplitAfter", min: 1, unit: "parts", split: true},
	"SplitAfterN": {name: "SplitAfterN", min: 1, unit: "parts", split: true},
	"Fields":      {name: "Fields", min: 0, unit: "words"},
}

// unbounded returns the candidate for the index expression n, at c, if it
// indexes a list the model decides the length of at a constant position
// the list need not reach, and nothing that may check the length comes
// before it.
func (w *walker) unbounded(c inspector.Cursor, n *ast.IndexExpr, args outcomes.Arguments) (rule.Candidate, bool) {
	l, operand, ok := w.indexedList(c, n, args)
	if !ok || w.lengthChecked(c, n, operand) || w.outdone(c, n) {
		return rule.Candidate{}, false
	}
	handed := n.X
	if operand != nil {
		handed = operand
	}
	if w.handedIn(c, handed) {
		return rule.Candidate{}, false
	}
	what, unit := l.subject()
	panics := "panics when the model sends fewer " + unit
	if becomes := w.handler.Shape.PanicBecomes; becomes != "" {
		panics += " (" + becomes + ")"
	}
	text := fmt.Sprintf("indexes %s at %d without a length check, which %s; check the length and return an isError result", what, l.at, panics)
	cand := w.c.NewCandidate(n, "index", rule.Panic, text)
	cand.Recovered = fmt.Sprintf("indexes %s at %d without a length check, which panics when the model sends fewer %s; the server recovers the panic and sends a protocol error%s that the model never sees; check the length and return an isError result", what, l.at, unit, w.code)
	cand.SelfRecovery = w.self
	if fix, ok := w.indexFix(c, n, args, l); ok {
		cand = w.c.WithFix(cand, fix)
	}
	return cand, true
}

// subject names the indexed list in a message, and its elements.
func (l list) subject() (what, unit string) {
	if l.cut == nil {
		return l.argument(), "items"
	}
	return "strings." + l.cut.name + " of " + l.argument(), l.cut.unit
}

// argument names the argument the list is, or the text was cut from.
func (l list) argument() string {
	switch {
	case l.arg != "":
		return fmt.Sprintf("argument %q", l.arg)
	case l.cut == nil:
		return "an argument list"
	}
	return "an argument value"
}

// indexedList returns what n, at c, indexes, where it is a list the model
// decides the length of, at a constant index its source does not
// guarantee; operand is the text a cutter cut, nil for a list argument.
func (w *walker) indexedList(c inspector.Cursor, n *ast.IndexExpr, args outcomes.Arguments) (l list, operand ast.Expr, ok bool) {
	info := w.c.Pass.TypesInfo
	at, ok := listIndex(info, n)
	if !ok {
		return list{}, nil, false
	}
	if w.argumentList(args, c, n.X) {
		return list{at: at, arg: argumentName(info, c, n.X, 0)}, nil, true
	}
	callAt, value := resolved(info, c, n.X)
	call, ok := ast.Unparen(value).(*ast.CallExpr)
	if !ok {
		return list{}, nil, false
	}
	cut, ok := cutCall(info, call)
	if !ok || at < cut.min || !w.argumentText(args, callAt, call.Args[0], 0) {
		return list{}, nil, false
	}
	l = list{at: at, cut: cut, arg: argumentName(info, callAt, call.Args[0], 0)}
	if cut.split {
		l.sep, _ = flow.StringValue(info, call.Args[1])
		if len(call.Args) == 3 {
			if most, _ := constantInt(info, call.Args[2]); most > 0 && at >= most {
				// SplitN(s, sep, 2)[2] fails whatever the model sends:
				// a bug of the server, not of its input.
				return list{}, nil, false
			}
		}
	}
	return l, call.Args[0], true
}

// argumentList reports whether e, at c, is a list the model sent: an
// argument value, or what a method of the request reads by name
// (request.GetStringSlice("ids", nil), request.RequireStringSlice("ids")),
// in place or through a local variable assigned it.
func (w *walker) argumentList(args outcomes.Arguments, c inspector.Cursor, e ast.Expr) bool {
	if w.res.ArgumentValue(args, c, e) {
		return true
	}
	at, value := resolved(w.c.Pass.TypesInfo, c, e)
	call, ok := ast.Unparen(value).(*ast.CallExpr)
	return ok && w.requestRead(args, at, call)
}

// resolved returns the expression that gives e, at c, its value, and
// where it lies: e itself, or the value of the only assignment of a local
// variable that reaches c, the first of a call's results.
func resolved(info *types.Info, c inspector.Cursor, e ast.Expr) (inspector.Cursor, ast.Expr) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return c, e
	}
	v, ok := flow.ObjectOf(info, id).(*types.Var)
	if !ok || v.Kind() != types.LocalVar {
		return c, e
	}
	defs := flow.Reaching(info, v, c).Defs
	if len(defs) != 1 || defs[0].Value == nil || defs[0].AddrOf || defs[0].Index != 0 {
		return c, e
	}
	return defs[0].At, defs[0].Value
}

// cutCall returns the cutter call calls, where its result holds as many
// elements as the text decides: with a constant separator that is not
// empty, and no constant limit of none.
func cutCall(info *types.Info, call *ast.CallExpr) (*cutter, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || call.Ellipsis.IsValid() {
		return nil, false
	}
	cut, ok := cutters[fn.Name()]
	if !ok {
		return nil, false
	}
	if cut.split {
		// An empty separator cuts the text into its characters, and an
		// empty text into none; a separator the pass cannot read may be
		// empty.
		if sep, ok := flow.StringValue(info, call.Args[1]); !ok || sep == "" {
			return nil, false
		}
		if len(call.Args) == 3 {
			if most, ok := constantInt(info, call.Args[2]); !ok || most == 0 {
				return nil, false
			}
		}
	}
	return cut, true
}

// requestRead reports whether call, at c, reads an argument off the
// request by its name: a method of the request whose first operand is a
// constant string (request.GetString("path", ""),
// request.GetStringSlice("ids", nil)).
func (w *walker) requestRead(args outcomes.Arguments, c inspector.Cursor, call *ast.CallExpr) bool {
	info := w.c.Pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	if s := info.Selections[sel]; s == nil || s.Kind() != types.MethodVal {
		return false
	}
	if _, named := flow.StringValue(info, call.Args[0]); !named {
		return false
	}
	// InputValue says so of the request itself, and of values drawn from
	// it, which are no request.
	return w.res.InputValue(args, c, sel.X) && !w.res.ArgumentValue(args, c, sel.X)
}

// argumentText reports whether e, at c, is text the model sent: an
// argument value, what a method of the request reads by name
// (request.GetString("path", "")), that text trimmed or recased, a local
// variable assigned one of those, or an element of a list the model sent
// (for _, label := range request.GetStringSlice("labels", nil)). Text the handler builds around it
// ("owner/" + name) is not: the handler decides what it holds.
func (w *walker) argumentText(args outcomes.Arguments, c inspector.Cursor, e ast.Expr, depth int) bool {
	if depth > maxDepth {
		return false
	}
	info := w.c.Pass.TypesInfo
	if w.res.ArgumentValue(args, c, e) {
		return true
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return w.argumentText(args, c, e.Args[0], depth+1) // a conversion
		}
		if fn, ok := typeutil.Callee(info, e).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "strings" && keepsText(fn.Name()) && len(e.Args) > 0 {
			return w.argumentText(args, c, e.Args[0], depth+1)
		}
		return w.requestRead(args, c, e)
	case *ast.Ident:
		v, ok := flow.ObjectOf(info, e).(*types.Var)
		if !ok || v.Kind() != types.LocalVar {
			return false
		}
		for _, d := range flow.Reaching(info, v, c).Defs {
			if d.Value != nil && !d.AddrOf && d.Index == 0 && w.argumentText(args, d.At, d.Value, depth+1) {
				return true
			}
			if rs, ok := d.At.Node().(*ast.RangeStmt); ok && d.Value == nil && rs.Value != nil && flow.ObjectOf(info, rs.Value) == v && w.argumentList(args, d.At, rs.X) {
				return true // an element of a list the model sent
			}
		}
	}
	return false
}

// keepsText reports whether the strings function name returns its first
// operand's text, trimmed or recased: what the model sent, still.
func keepsText(name string) bool {
	return strings.HasPrefix(name, "Trim") || strings.HasPrefix(name, "To")
}

// handedIn reports whether e, at c, in a helper the handler calls, is
// what the helper was handed: one of its parameters, a field of one, or a
// local variable assigned either. The caller may have checked the list's
// length, or the text, before the call, where the rule does not look.
func (w *walker) handedIn(c inspector.Cursor, e ast.Expr) bool {
	info := w.c.Pass.TypesInfo
	if h := w.handler.Func.Node(); h.Pos() <= c.Node().Pos() && c.Node().End() <= h.End() {
		return false // the handler's own, or its closures'
	}
	at, value := resolved(info, c, e)
	for {
		sel, ok := ast.Unparen(value).(*ast.SelectorExpr)
		if !ok {
			break
		}
		if s := info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
			break
		}
		value = sel.X
	}
	id, ok := ast.Unparen(value).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Kind() != types.LocalVar && v.Kind() != types.ParamVar {
		return false
	}
	for _, d := range flow.Reaching(info, v, at).Defs {
		if d.Outer {
			return true
		}
	}
	return false
}

// lengthChecked reports whether something before the index n, at c, in
// the function that holds it (or the functions around a closure holding
// it), may check the length of the list it indexes, which the rule takes
// to guard it, whatever the check is: len(x) anywhere before it, a range
// over x around it, x handed to a call (a helper that validates it), or,
// for text cut by a cutter, that text handed to a call in a condition
// (if !strings.Contains(path, "/")) or to one that answers a check
// (found := strings.Contains(path, "/")). x may be checked under another name:
// ids := in.IDs; if len(in.IDs) == 0 { … }; ids[0].
func (w *walker) lengthChecked(c inspector.Cursor, n *ast.IndexExpr, operand ast.Expr) bool {
	info := w.c.Pass.TypesInfo
	outer := c
	for fn, ok := flow.EnclosingFunc(c); ok; fn, ok = flow.EnclosingFunc(fn.Parent()) {
		outer = fn
	}
	indexed := aliases(info, c, n.X)
	var text []ast.Expr
	if operand != nil {
		text = aliases(info, c, operand)
	}
	checked := false
	outer.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.RangeStmt)(nil)}, func(cur inspector.Cursor) bool {
		if checked || cur.Node().Pos() >= n.Pos() {
			return false
		}
		switch x := cur.Node().(type) {
		case *ast.RangeStmt:
			checked = x.Body.Pos() <= n.Pos() && n.End() <= x.Body.End() && sameAs(info, aliases(info, cur, x.X), indexed)
		case *ast.CallExpr:
			for _, arg := range x.Args {
				handed := aliases(info, cur, arg)
				if sameAs(info, handed, indexed) || text != nil && sameAs(info, handed, text) && (inCondition(cur) || answers(info, x)) {
					checked = true
				}
			}
		}
		return !checked
	})
	return checked
}

// aliases returns the expressions that denote e's value at c: e, and the
// value of the only assignment of a local variable e that reaches c.
func aliases(info *types.Info, c inspector.Cursor, e ast.Expr) []ast.Expr {
	if _, value := resolved(info, c, e); value != e {
		return []ast.Expr{e, value}
	}
	return []ast.Expr{e}
}

// sameAs reports whether one of a denotes the same value as one of b.
func sameAs(info *types.Info, a, b []ast.Expr) bool {
	for _, x := range a {
		for _, y := range b {
			if flow.SameExpr(info, x, y) {
				return true
			}
		}
	}
	return false
}

// answers reports whether call gives an answer a check reads: one of its
// results is a bool, an integer or an error (strings.Contains,
// strings.Count, strings.Cut, a validator), unlike a call that transforms
// its operand or logs it.
func answers(info *types.Info, call *ast.CallExpr) bool {
	t := info.TypeOf(call)
	if t == nil {
		return false
	}
	results, ok := t.(*types.Tuple)
	if !ok {
		results = types.NewTuple(types.NewVar(call.Pos(), nil, "", t))
	}
	for v := range results.Variables() {
		if b, ok := v.Type().Underlying().(*types.Basic); ok && b.Info()&(types.IsBoolean|types.IsInteger) != 0 {
			return true
		}
		if types.Identical(v.Type(), types.Universe.Lookup("error").Type()) {
			return true
		}
	}
	return false
}

// inCondition reports whether the expression at c lies in a condition:
// of an if, a switch or a for statement, or a case.
func inCondition(c inspector.Cursor) bool {
	for cur := c; cur.Node() != nil; cur = cur.Parent() {
		switch cur.ParentEdgeKind() {
		case edge.IfStmt_Cond, edge.IfStmt_Init, edge.SwitchStmt_Tag, edge.SwitchStmt_Init,
			edge.ForStmt_Cond, edge.CaseClause_List:
			return true
		}
		if _, ok := cur.Node().(ast.Stmt); ok {
			return false
		}
	}
	return false
}

// outdone reports whether the statement holding the index n, at c,
// indexes the same list at a higher constant index too, or at the same
// one earlier: the finding, and its fix, go to that index. The
// statements nested in it (an if statement's body) are others.
func (w *walker) outdone(c inspector.Cursor, n *ast.IndexExpr) bool {
	info := w.c.Pass.TypesInfo
	stmt, ok := enclosingStmt(c)
	if !ok {
		return false
	}
	at, _ := listIndex(info, n)
	beaten := false
	stmt.Inspect([]ast.Node{(*ast.IndexExpr)(nil)}, func(cur inspector.Cursor) bool {
		other := cur.Node().(*ast.IndexExpr)
		if beaten || other == n || !flow.SameExpr(info, other.X, n.X) {
			return !beaten
		}
		if inner, _ := enclosingStmt(cur); inner != stmt {
			return true
		}
		if k, ok := listIndex(info, other); ok && (k > at || k == at && other.Pos() < n.Pos()) {
			beaten = true
		}
		return !beaten
	})
	return beaten
}

// enclosingStmt returns the innermost statement holding c.
func enclosingStmt(c inspector.Cursor) (inspector.Cursor, bool) {
	for cur := c; cur.Node() != nil; cur = cur.Parent() {
		if _, ok := cur.Node().(ast.Stmt); ok {
			return cur, true
		}
	}
	return inspector.Cursor{}, false
}

// listIndex returns the index of n, where n indexes a slice at a
// constant. A map has no length to check; a constant index of an array is
// checked by the compiler; a string's bytes are not a list the model
// sends.
func listIndex(info *types.Info, n *ast.IndexExpr) (int64, bool) {
	t := info.TypeOf(n.X)
	if t == nil {
		return 0, false
	}
	if _, ok := t.Underlying().(*types.Slice); !ok {
		return 0, false
	}
	return constantInt(info, n.Index)
}

// constantInt returns the value of the constant integer expression e.
func constantInt(info *types.Info, e ast.Expr) (int64, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(tv.Value)
}

// argumentName returns the name of the argument e holds, where the
// handler reads it by name: "ids" in args["ids"].([]any),
// request.GetString("path", ""), or a typed argument's field IDs tagged
// json:"ids"; through a local variable that holds one of those.
func argumentName(info *types.Info, c inspector.Cursor, e ast.Expr, depth int) string {
	if depth > maxDepth {
		return ""
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.TypeAssertExpr:
		return argumentName(info, c, e.X, depth+1)
	case *ast.IndexExpr:
		key, _ := flow.StringValue(info, e.Index)
		return key
	case *ast.SelectorExpr:
		if s := info.Selections[e]; s != nil && s.Kind() == types.FieldVal {
			return jsonName(s.Obj().(*types.Var), e.X, info)
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return argumentName(info, c, e.Args[0], depth+1)
		}
		if len(e.Args) == 0 {
			return ""
		}
		if fn, ok := typeutil.Callee(info, e).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "strings" {
			return argumentName(info, c, e.Args[0], depth+1)
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil && info.Selections[sel].Kind() == types.MethodVal {
			key, _ := flow.StringValue(info, e.Args[0]) // request.GetString("path", "")
			return key
		}
	case *ast.Ident:
		v, ok := flow.ObjectOf(info, e).(*types.Var)
		if !ok || v.Kind() != types.LocalVar {
			return ""
		}
		defs := flow.Reaching(info, v, c).Defs
		if len(defs) != 1 || defs[0].Value == nil || defs[0].AddrOf {
			return ""
		}
		return argumentName(info, defs[0].At, defs[0].Value, depth+1)
	}
	return ""
}

// jsonName is the name under which the model sends the field f of the
// struct x: its json tag's, or its own.
func jsonName(f *types.Var, x ast.Expr, info *types.Info) string {
	t := info.TypeOf(x)
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return f.Name()
	}
	for i := range st.NumFields() {
		if st.Field(i) == f {
			if name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ","); name != "" && name != "-" {
				return name
			}
		}
	}
	return f.Name()
}
