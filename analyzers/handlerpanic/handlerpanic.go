package handlerpanic

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/passes/directives"
	"github.com/toolerrlint/toolerrlint/passes/flow"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports handler paths that can crash the server.
var Analyzer = &analysis.Analyzer{
	Name:     "handlerpanic",
	Doc:      doc,
	URL:      "https://github.com/toolerrlint/toolerrlint/blob/main/docs/rules/handlerpanic.md",
	Requires: []*analysis.Analyzer{handlers.Analyzer, outcomes.Analyzer, directives.Analyzer},
	Run:      run,
}

const doc = `report handler paths that crash the server

A panic, log.Fatal or os.Exit in a tool handler takes the whole server down;
so does a single-value type assertion on an argument value when the model
sends a value of another type. Return an isError result instead.`

func run(pass *analysis.Pass) (any, error) {
	w := &walker{
		pass:     pass,
		hs:       pass.ResultOf[handlers.Analyzer].(*handlers.Result),
		res:      pass.ResultOf[outcomes.Analyzer].(*outcomes.Result),
		dirs:     pass.ResultOf[directives.Analyzer].(*directives.Result),
		reported: make(map[token.Pos]bool),
		visited:  make(map[visit]bool),
	}
	for _, h := range w.hs.Handlers {
		w.handler = h
		w.recovered = recovers(pass.TypesInfo, w.hs, h) || (h.Shape.IsSDK() && w.hs.Recovered[h.Shape.Profile])
		w.walk(h.Func, outcomes.HandlerArguments(h), 0)
	}
	return nil, nil
}

// maxDepth bounds how deep the rule follows helpers from a handler.
const maxDepth = 3

// visit is one function walked with one set of argument parameters.
type visit struct {
	fn   ast.Node
	args string
}

// walker walks a handler's body, the closures in it and the same-package
// helpers it calls, which are on the handler's path too.
type walker struct {
	pass *analysis.Pass
	hs   *handlers.Result
	res  *outcomes.Result
	dirs *directives.Result

	handler   *handlers.Handler
	recovered bool
	reported  map[token.Pos]bool
	visited   map[visit]bool
}

func (w *walker) walk(fn inspector.Cursor, args outcomes.Arguments, depth int) {
	fn.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.CallExpr)(nil), (*ast.TypeAssertExpr)(nil)}, func(c inspector.Cursor) bool {
		if lit, ok := c.Node().(*ast.FuncLit); ok {
			return c == fn || w.hs.Of(lit) == nil // nested handlers are checked on their own
		}
		if d, ok := w.finding(c, args); ok && !w.reported[d.Pos] {
			w.reported[d.Pos] = true
			w.dirs.Report(w.pass, d)
		}
		if call, ok := c.Node().(*ast.CallExpr); ok && depth < maxDepth {
			w.follow(c, call, args, depth)
		}
		return true
	})
}

// follow walks a same-package function the handler calls, knowing which of
// its parameters receive argument values.
func (w *walker) follow(c inspector.Cursor, call *ast.CallExpr, args outcomes.Arguments, depth int) {
	fn := typeutil.StaticCallee(w.pass.TypesInfo, call)
	if fn == nil {
		return
	}
	decl, ok := w.hs.Decl(fn)
	if !ok || w.hs.Of(decl.Node()) != nil {
		return
	}
	params := fn.Signature().Params()
	holds := make(map[*types.Var]bool)
	key := ""
	input := false
	for i, arg := range call.Args {
		if i < params.Len() && w.res.ArgumentValue(args, c, arg) {
			holds[params.At(i)] = true
			key += fmt.Sprint(i, ",")
		}
		input = input || w.res.InputValue(args, c, arg)
	}
	if !input {
		// A helper handed nothing of the call's input cannot crash on bad
		// input: MustDepsFromContext(ctx) panicking on a wiring mistake is
		// not this rule's concern.
		return
	}
	v := visit{fn: decl.Node(), args: key}
	if w.visited[v] {
		return
	}
	w.visited[v] = true
	w.walk(decl, func(v *types.Var) bool { return holds[v] }, depth+1)
}

// finding returns the diagnostic for the call or assertion at c, if any.
func (w *walker) finding(c inspector.Cursor, args outcomes.Arguments) (analysis.Diagnostic, bool) {
	subject := w.handler.Subject()
	switch n := c.Node().(type) {
	case *ast.CallExpr:
		name, exits := crash(w.pass.TypesInfo, n)
		if name == "" || (w.recovered && !exits) {
			return analysis.Diagnostic{}, false
		}
		if exits {
			return diag(n, "exit", "%s calls %s, which exits the server; return an isError result", subject, name), true
		}
		return diag(n, "panic", "%s calls %s, which crashes the server; return an isError result", subject, name), true
	case *ast.TypeAssertExpr:
		if w.recovered || n.Type == nil || commaOK(c) || !w.res.ArgumentValue(args, c, n.X) {
			return analysis.Diagnostic{}, false
		}
		t := types.TypeString(w.pass.TypesInfo.TypeOf(n.Type), types.RelativeTo(w.pass.Pkg))
		return diag(n, "type-assertion", "%s asserts an argument value to %s without checking, which panics on bad input; use the two-value form and return an isError result", subject, t), true
	}
	return analysis.Diagnostic{}, false
}

func diag(n ast.Node, category, format string, args ...any) analysis.Diagnostic {
	return analysis.Diagnostic{Pos: n.Pos(), End: n.End(), Category: category, Message: fmt.Sprintf(format, args...)}
}

// crash names a call that ends the goroutine or the process; exits says it
// ends the process, which no recover can stop.
func crash(info *types.Info, call *ast.CallExpr) (name string, exits bool) {
	switch fn := typeutil.Callee(info, call).(type) {
	case *types.Builtin:
		if fn.Name() == "panic" {
			return "panic", false
		}
	case *types.Func:
		switch flow.Crash(fn) {
		case "exit":
			return fn.Pkg().Name() + "." + fn.Name(), true
		case "panic":
			return fn.Pkg().Name() + "." + fn.Name(), false
		}
	}
	return "", false
}

// commaOK reports whether the assertion at c is the v, ok form.
func commaOK(c inspector.Cursor) bool {
	switch p := c.Parent().Node().(type) {
	case *ast.AssignStmt:
		return len(p.Lhs) == 2 && len(p.Rhs) == 1
	case *ast.ValueSpec:
		return len(p.Names) == 2 && len(p.Values) == 1
	}
	return false
}

// recovers reports whether handler h defers a recover(), in a closure or a
// same-package function.
func recovers(info *types.Info, hs *handlers.Result, h *handlers.Handler) bool {
	for _, stmt := range h.Body.List {
		def, ok := stmt.(*ast.DeferStmt)
		if !ok {
			continue
		}
		var body ast.Node
		switch fun := ast.Unparen(def.Call.Fun).(type) {
		case *ast.FuncLit:
			body = fun.Body
		default:
			if fn, ok := typeutil.Callee(info, def.Call).(*types.Func); ok {
				if c, ok := hs.Decl(fn); ok {
					body = c.Node()
				}
			}
		}
		if body != nil && callsRecover(info, body) {
			return true
		}
	}
	return false
}

func callsRecover(info *types.Info, n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if b, ok := typeutil.Callee(info, call).(*types.Builtin); ok && b.Name() == "recover" {
				found = true
			}
		}
		return !found
	})
	return found
}
