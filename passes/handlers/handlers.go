// Package handlers finds the tool handlers of a package: every function,
// method or closure that a framework calls to run a tool, with its shape
// (which decides what a returned error turns into) and, where the
// registration makes it known, the tool's name.
//
// It reports nothing; the rules read its result.
package handlers

import (
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Analyzer finds the tool handlers of one package.
var Analyzer = &analysis.Analyzer{
	Name:       "toolerrhandlers",
	Doc:        "find the tool handlers of a package",
	Run:        run,
	Requires:   []*analysis.Analyzer{declarations.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(Middleware)},
}

// Handler is one tool handler.
type Handler struct {
	// Func is the *ast.FuncDecl or *ast.FuncLit of the handler.
	Func inspector.Cursor
	Body *ast.BlockStmt
	Sig  *types.Signature
	// Obj is the declared function or method; nil for a closure.
	Obj   *types.Func
	Shape Shape
	// ToolName is the tool's name where its registration states it.
	ToolName string
	// Name names the handler in messages: "handleGetIssue",
	// "Handlers.GetIssue", or "in makeHandler" for a closure.
	Name string
	// BySignature: found by its signature alone, not by a registration.
	BySignature bool
	// Stamped: registered through a declared provenance middleware, which
	// stamps every result the handler returns.
	Stamped bool
	// ID names the handler across packages: its package, file and offset.
	ID string
	// Registrations are the registrations of this package that reach the
	// handler, in source order; none for a handler found by its
	// signature or by a declaration alone.
	Registrations []Registration
}

// Registration is one registration reaching a handler.
type Registration struct {
	// Tool is the tool's name, where the registration states it.
	Tool string
	// Wrappers are the calls the handler is passed through on the way to
	// the framework, outermost first: middleware and adapters applied at
	// registration.
	Wrappers []*ast.CallExpr
}

// ImportedRegistration is a registration, in this package, of a handler
// another package declares, or of the handlers an imported factory returns.
type ImportedRegistration struct {
	Func  *types.Func
	Shape Shape
	Registration
}

// Subject is how messages name the handler: by its tool where known.
func (h *Handler) Subject() string { return Subject(h.ToolName, h.Name) }

// Subject is how messages name a handler: `tool "get_issue"` where its
// tool's name is known, `handler handleGetIssue` otherwise.
func Subject(tool, name string) string {
	if tool != "" {
		return "tool " + strconv.Quote(tool)
	}
	return "handler " + name
}

// SubjectOf names a handler that serves tools: by its tool where it
// serves one, by its name and its tools where it serves several
// (`handler dispatch (tools "archive" and "restore")`), and as Subject
// does where it serves none it knows of.
func SubjectOf(name string, tools []string) string {
	if len(tools) < 2 {
		tool := ""
		if len(tools) == 1 {
			tool = tools[0]
		}
		return Subject(tool, name)
	}
	const shown = 3
	quoted := make([]string, 0, shown)
	for _, t := range tools[:min(len(tools), shown)] {
		quoted = append(quoted, strconv.Quote(t))
	}
	var list string
	switch {
	case len(tools) > shown:
		list = strings.Join(quoted, ", ") + fmt.Sprintf(" and %d more", len(tools)-shown)
	default:
		list = strings.Join(quoted[:len(quoted)-1], ", ") + " and " + quoted[len(quoted)-1]
	}
	return "handler " + name + " (tools " + list + ")"
}

// Result lists the handlers of a package.
type Result struct {
	Handlers []*Handler
	// Relevant: the package may hold handlers or their helpers: it sees a
	// framework or an in-house handler declaration.
	Relevant bool
	// Imported lists the registrations of handlers other packages declare.
	Imported []*ImportedRegistration
	// Returned maps each function of the package that returns handlers,
	// or middleware, to the handlers it returns.
	Returned map[*types.Func][]*Handler

	byNode map[ast.Node]*Handler
	funcs  map[*types.Func]inspector.Cursor
	decls  *declarations.Result
	index  func() *Index
}

// Of returns the handler whose *ast.FuncDecl or *ast.FuncLit is n.
func (r *Result) Of(n ast.Node) *Handler { return r.byNode[n] }

// Decl returns the declaration of fn, a function or method of this package.
func (r *Result) Decl(fn *types.Func) (inspector.Cursor, bool) {
	c, ok := r.funcs[fn.Origin()]
	return c, ok
}

// Callee tells what a call invokes when it invokes a tool handler: a
// handler of this package, or a value of a handler type (the next handler
// of a middleware, the wrapped handler of an adapter). name names it.
func (r *Result) Callee(info *types.Info, call *ast.CallExpr) (shape Shape, name string, ok bool) {
	fun := ast.Unparen(call.Fun)
	switch f := fun.(type) {
	case *ast.IndexExpr:
		fun = f.X
	case *ast.IndexListExpr:
		fun = f.X
	}
	var id *ast.Ident
	switch f := fun.(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	}
	if id != nil {
		if fn, isFunc := info.Uses[id].(*types.Func); isFunc {
			if c, ok := r.Decl(fn); ok {
				if h := r.byNode[c.Node()]; h != nil {
					return h.Shape, h.Name, true
				}
			}
			return Shape{}, "", false
		}
	}
	if s, ok := NamedShape(r.decls, info.TypeOf(fun)); ok {
		return s, types.ExprString(fun), true
	}
	// A handler handed in as a plain function value: a middleware's or an
	// adapter's parameter, a field of a handler table.
	if v, ok := flow.ObjectOf(info, fun).(*types.Var); ok && v.Kind() != types.LocalVar {
		if sig, ok := v.Type().Underlying().(*types.Signature); ok {
			if s, ok := SignatureShape(sig, true); ok {
				return s, types.ExprString(fun), true
			}
		}
	}
	return Shape{}, "", false
}

func run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	res := &Result{
		Returned: make(map[*types.Func][]*Handler),
		byNode:   make(map[ast.Node]*Handler),
		funcs:    make(map[*types.Func]inspector.Cursor),
		decls:    decls,
	}
	middleware := middlewareInReach(pass, decls)
	pass.ExportPackageFact(&Middleware{InReach: middleware})
	if !relevant(pass, decls) {
		res.index = sync.OnceValue(func() *Index { return walkIndex(pass, decls.Syntax) })
		return res, nil
	}
	res.Relevant = true
	d := &discovery{
		pass:        pass,
		decls:       decls,
		res:         res,
		varDefs:     make(map[*types.Var][]ast.Expr),
		firstDefs:   make(map[*types.Var][]ast.Expr),
		calledVars:  make(map[*types.Var]bool),
		stampedArgs: make(map[ast.Expr]bool),
		returned:    make(map[*types.Func][]ast.Expr),
		uses:        make(map[*types.Func]*funcUse),
		structs:     make(map[*types.Struct]bool),
		inHouse:     make(map[types.Object]bool),
		middleware:  middleware,
	}
	// The inspector is built on first use rather than required from the
	// inspect pass, so that packages without handlers never pay for it.
	d.walk(decls.Syntax)
	d.resolveSlots()
	d.addDeclared()
	d.addBySignature()
	d.resolveReturned()
	for _, h := range res.Handlers {
		h.Name = name(h)
		h.Stamped = h.Stamped || d.stampAll
	}
	return res, nil
}

// relevant is the cheap test that keeps packages which cannot hold a tool
// handler from costing more than a look at their imports: they import no
// framework and see no in-house handler declaration.
func relevant(pass *analysis.Pass, decls *declarations.Result) bool {
	if profiles.Framework(pass.Pkg.Path()) && pass.Pkg.Name() != "main" {
		// The frameworks' own adapters are not the program's handlers;
		// their example programs are programs like any other.
		return false
	}
	if decls.Program.Handlers {
		return true
	}
	for _, imp := range pass.Pkg.Imports() {
		if profiles.Framework(imp.Path()) {
			return true
		}
		for _, imp2 := range imp.Imports() {
			if profiles.Framework(imp2.Path()) {
				return true
			}
		}
	}
	return false
}

// name is how messages name a handler that has no known tool name.
func name(h *Handler) string {
	switch n := h.Func.Node().(type) {
	case *ast.FuncDecl:
		return funcName(n)
	case *ast.FuncLit:
		for c := range h.Func.Parent().Enclosing((*ast.FuncDecl)(nil), (*ast.ValueSpec)(nil)) {
			switch n := c.Node().(type) {
			case *ast.FuncDecl:
				return "in " + funcName(n)
			case *ast.ValueSpec:
				return "in " + n.Names[0].Name
			}
		}
	}
	return "literal"
}

// funcName is "F" for a function and "T.M" for a method.
func funcName(decl *ast.FuncDecl) string {
	if recv := ReceiverName(decl); recv != "" {
		return recv + "." + decl.Name.Name
	}
	return decl.Name.Name
}

// ReceiverName returns the name of the type whose method decl declares
// ("T" for func (t *T[P]) M()), or "" for a function.
func ReceiverName(decl *ast.FuncDecl) string {
	if decl.Recv == nil || len(decl.Recv.List) == 0 {
		return ""
	}
	t := decl.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.ParenExpr:
			t = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}
