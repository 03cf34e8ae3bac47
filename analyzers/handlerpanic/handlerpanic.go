package handlerpanic

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// Analyzer reports handler paths that can crash the server.
var Analyzer = rule.New(rule.Rule{
	Name:     "handlerpanic",
	Requires: []*analysis.Analyzer{outcomes.Analyzer},
	Handlers: collect,
	Fact:     func() rule.Fact { return new(candidates) },
})

// candidates is the rule's fact.
type candidates struct{ rule.Candidates }

func (*candidates) AFact()                  {}
func (c *candidates) Set() *rule.Candidates { return &c.Candidates }

func collect(c *rule.Context) error {
	w := &walker{
		c:        c,
		res:      c.Pass.ResultOf[outcomes.Analyzer].(*outcomes.Result),
		wire:     c.Pass.ResultOf[wire.Analyzer].(*wire.Result),
		reported: make(map[place]bool),
		visited:  make(map[visit]bool),
		hazards:  make(map[ast.Node]bool),
		imports:  edit.NewImports(c.Pass, c.Decls.Syntax.Inspector),
		leaks:    errresult.Leaks(c.Pass, c.Decls, c.Hs),
	}
	for _, h := range c.Hs.Handlers {
		w.handler = h
		w.self = w.wire.Recovery(h.Func)
		w.code = protocolCode(h)
		w.walk(h.Func, outcomes.HandlerArguments(h), 0)
	}
	return nil
}

// protocolCode is how messages show the code of the protocol error a
// recovered panic of h becomes.
func protocolCode(h *handlers.Handler) string {
	if !h.Shape.IsSDK() {
		return ""
	}
	for _, s := range h.Shape.Profile.Shapes {
		if s.ProtocolCode != "" {
			return " (" + s.ProtocolCode + ")"
		}
	}
	return ""
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
	c    *rule.Context
	res  *outcomes.Result
	wire *wire.Result

	handler  *handlers.Handler
	self     wire.Recovery // what the handler's own deferred recover does
	code     string        // the protocol error code a recovered panic shows
	reported map[place]bool
	visited  map[visit]bool
	// hazards tells, by function, whether mayCrash found in it something
	// a walk reports.
	hazards map[ast.Node]bool
	// imports finds the imports a fix leaves unused.
	imports *edit.Imports
	// leaks says whether an error's text, which a fix would show the
	// model, comes from a sensitive source.
	leaks *leaks.Tracer
}

func (w *walker) walk(fn inspector.Cursor, args outcomes.Arguments, depth int) {
	info := w.c.Pass.TypesInfo
	fn.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.CallExpr)(nil), (*ast.TypeAssertExpr)(nil), (*ast.SelectorExpr)(nil), (*ast.IndexExpr)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.FuncLit:
			return c == fn || w.c.Hs.Of(n) == nil // nested handlers are checked on their own
		case *ast.SelectorExpr:
			if cand, ok := w.omittedRead(c, n); ok {
				w.candidate(cand)
			}
		case *ast.IndexExpr:
			if cand, ok := w.unbounded(c, n, args); ok {
				w.candidate(cand)
			}
		case *ast.CallExpr:
			callee := typeutil.Callee(info, n)
			if cand, ok := w.crashing(n, callee); ok {
				if fix, ok := w.crashFix(c, n, callee); ok {
					cand = w.c.WithFix(cand, fix)
				}
				w.candidate(cand)
			}
			if depth < maxDepth {
				w.follow(c, n, callee, args, depth)
			}
		case *ast.TypeAssertExpr:
			if cand, ok := w.unchecked(c, n, args); ok {
				w.candidate(cand)
			}
		}
		return true
	})
}

// place is where a candidate lies, and what it reports there: an
// assertion and the index it asserts (args.Order[0].(string)) start at
// the same position.
type place struct {
	pos      token.Pos
	category string
}

// candidate records cand for the handler, once wherever helpers shared by
// several paths lead to it.
func (w *walker) candidate(cand rule.Candidate) {
	at := place{cand.Pos(), cand.Category}
	if !w.reported[at] {
		w.reported[at] = true
		w.c.Candidate(w.handler, cand)
	}
}

// follow walks a same-package function the handler calls, callee, knowing
// which of its parameters receive argument values or the request.
func (w *walker) follow(c inspector.Cursor, call *ast.CallExpr, callee types.Object, args outcomes.Arguments, depth int) {
	fn, ok := callee.(*types.Func)
	if !ok || isInterfaceMethod(fn) {
		return // not statically known
	}
	decl, ok := w.c.Hs.Decl(fn)
	if !ok || w.c.Hs.Of(decl.Node()) != nil {
		return
	}
	if !w.mayCrash(decl) {
		// Nothing in the helper, or in the helpers it calls, can crash,
		// whatever the call hands it: what it is handed need not be
		// asked.
		return
	}
	params := fn.Signature().Params()
	holds := make(map[*types.Var]outcomes.Holding)
	key := ""
	input := false
	for i, arg := range call.Args {
		if i >= params.Len() {
			break
		}
		if h := w.res.Passed(args, c, arg, params.At(i)); h != 0 {
			holds[params.At(i)] = h
			key += fmt.Sprint(i, ":", h, ",")
			input = true
		}
	}
	v := visit{fn: decl.Node(), args: key}
	if w.visited[v] {
		// Walked already, for this handler or another of the package:
		// whether this call hands it input need not be asked.
		return
	}
	for _, arg := range call.Args {
		if input {
			break
		}
		input = w.res.InputValue(args, c, arg)
	}
	if !input {
		// A helper handed nothing of the call's input cannot crash on bad
		// input: MustDepsFromContext(ctx) panicking on a wiring mistake is
		// not this rule's concern.
		return
	}
	w.visited[v] = true
	w.walk(decl, func(v *types.Var) outcomes.Holding { return holds[v] }, depth+1)
}

// mayCrash reports whether a walk of the function at fn may find a
// candidate, whatever it is handed: whether the function, its closures or
// a same-package function it calls hold a call that crashes, a type
// assertion, a read of a field a call may omit or a constant index of a
// list. It answers once per function; a function met again while
// its own answer is sought (recursion) is taken to crash, which only
// costs a walk.
func (w *walker) mayCrash(fn inspector.Cursor) bool {
	if found, ok := w.hazards[fn.Node()]; ok {
		return found
	}
	w.hazards[fn.Node()] = true
	info := w.c.Pass.TypesInfo
	found := false
	fn.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.TypeAssertExpr)(nil), (*ast.SelectorExpr)(nil), (*ast.IndexExpr)(nil)}, func(c inspector.Cursor) bool {
		if found {
			return false // the walk goes on to the siblings: skip them
		}
		switch n := c.Node().(type) {
		case *ast.TypeAssertExpr:
			found = n.Type != nil // not a type switch's guard
		case *ast.SelectorExpr:
			_, found = omittedField(info, n)
		case *ast.IndexExpr:
			_, found = listIndex(info, n)
		case *ast.CallExpr:
			callee := typeutil.Callee(info, n)
			if name, _ := crash(callee); name != "" {
				found = true
			} else if f, ok := callee.(*types.Func); ok && !isInterfaceMethod(f) {
				if decl, ok := w.c.Hs.Decl(f); ok && w.c.Hs.Of(decl.Node()) == nil {
					found = w.mayCrash(decl)
				}
			}
		}
		return !found
	})
	w.hazards[fn.Node()] = found
	return found
}

// isInterfaceMethod reports whether fn is a method of an interface, which
// a call reaches dynamically.
func isInterfaceMethod(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && types.IsInterface(recv.Type())
}

// crashing returns the candidate for a call of callee that crashes the
// server, if it does.
func (w *walker) crashing(call *ast.CallExpr, callee types.Object) (rule.Candidate, bool) {
	name, exits := crash(callee)
	switch {
	case name == "":
		return rule.Candidate{}, false
	case exits:
		return w.c.NewCandidate(call, "exit", rule.Always, fmt.Sprintf("calls %s, which exits the server; return an isError result", name)), true
	}
	cand := w.c.NewCandidate(call, "panic", rule.Panic, fmt.Sprintf("calls %s, which %s; return an isError result", name, w.crashes()))
	cand.Recovered = fmt.Sprintf("calls %s; the server recovers the panic and sends a protocol error%s that the model never sees; return an isError result", name, w.code)
	cand.SelfRecovery = w.self
	return cand, true
}

// unchecked returns the candidate for the assertion at c, if it asserts
// an argument value without checking.
func (w *walker) unchecked(c inspector.Cursor, n *ast.TypeAssertExpr, args outcomes.Arguments) (rule.Candidate, bool) {
	info := w.c.Pass.TypesInfo
	if n.Type == nil || commaOK(c) {
		return rule.Candidate{}, false
	}
	category, what, when := "type-assertion", "an argument value", "on bad input"
	if !w.res.ArgumentValue(args, c, n.X) {
		if !w.c.Config.Decoded || !w.res.DecodedValue(args, c, n.X) {
			return rule.Candidate{}, false
		}
		category, what, when = "decoded-assertion", "untyped data decoded from a downstream response", "when the response differs"
	}
	if flow.AssertionChecked(info, c, n.X, info.TypeOf(n.Type)) {
		return rule.Candidate{}, false // an earlier check guards it
	}
	t := types.TypeString(info.TypeOf(n.Type), types.RelativeTo(w.c.Pass.Pkg))
	panics := "panics " + when
	if becomes := w.handler.Shape.PanicBecomes; becomes != "" {
		panics += " (" + becomes + ")"
	}
	cand := w.c.NewCandidate(n, category, rule.Panic, fmt.Sprintf("asserts %s to %s without checking, which %s; use the two-value form and return an isError result", what, t, panics))
	cand.Recovered = fmt.Sprintf("asserts %s to %s without checking, which panics %s; the server recovers the panic and sends a protocol error%s that the model never sees; use the two-value form and return an isError result", what, t, when, w.code)
	cand.SelfRecovery = w.self
	if fix, ok := w.assertionFix(c, n, args, category == "decoded-assertion"); ok {
		cand = w.c.WithFix(cand, fix)
	}
	return cand, true
}

// crash names a call of callee that ends the goroutine or the process;
// exits says it ends the process, which no recover can stop.
func crash(callee types.Object) (name string, exits bool) {
	switch fn := callee.(type) {
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

// crashes says what a panic of the handler does where nothing of the
// program recovers it: it crashes the server, unless the framework stops
// it without answering.
func (w *walker) crashes() string {
	if becomes := w.handler.Shape.PanicBecomes; becomes != "" {
		return becomes
	}
	return "crashes the server"
}
