package pinned

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/modtree"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// clientTest is a test of the module that calls a tool through a client
// (CallTool: mcp-go's client, go-sdk's session, a suite's helper) and
// asserts that the call's error is not nil. It may be in any package of
// the module, an external test package or an end-to-end suite among
// them: the call reaches the handler through the server, which no
// identifier of the test names, so it is read by the tool's name, from
// disk and untyped.
type clientTest struct {
	// Tools are the names of the tools it calls, where the call or the
	// request it is handed names them; nil where none is named (a table's
	// entry, a variable), and the test may call any tool.
	Tools []string
	// Literals are its string literals, as Test's.
	Literals []string
}

// calls reports whether the test may call a tool named by one of names,
// the names a handler's registrations give it; a handler no registration
// names (a tool registered under a name computed at run time, or in a
// package above) may be any.
func (t *clientTest) calls(names []string) bool {
	if t.Tools == nil || len(names) == 0 {
		return true
	}
	return slices.ContainsFunc(names, func(n string) bool { return slices.Contains(t.Tools, n) })
}

// clientTests holds each module's client tests, by its root.
var clientTests sync.Map // string -> func() []*clientTest

// endToEnd returns the client tests of the module around the pass's
// package, read once per module in a process.
func endToEnd(pass *analysis.Pass) []*clientTest {
	tree, ok := syntax.Module(pass.Fset, pass.Files)
	if !ok {
		return nil
	}
	return clientTestsOf(tree)
}

// clientTestsOf returns the client tests of tree, read once per module in
// a process.
func clientTestsOf(tree *modtree.Tree) []*clientTest {
	load, _ := clientTests.LoadOrStore(tree.Root, sync.OnceValue(func() []*clientTest { return readClientTests(tree) }))
	return load.(func() []*clientTest)()
}

// ClientTestsRead returns what Pinned reads of the module's client tests,
// as text: a line per test, its tools and its literals. A package's
// result depends on it as on its own files, and the result cache hashes
// it into the key of each package of the module; it changes only where a
// test that calls a tool through a client does.
func ClientTestsRead(tree *modtree.Tree) []string {
	var lines []string
	for _, t := range clientTestsOf(tree) {
		lines = append(lines, strconv.Quote(strings.Join(t.Tools, "\x00"))+" "+strconv.Quote(strings.Join(t.Literals, "\x00")))
	}
	return lines
}

// readClientTests reads the client tests of the test files of tree. A
// test that calls only tools the test files register themselves
// (`mcp.NewTool("test_tool")`) tests the framework or a middleware, not
// the module's handlers, and is left out.
func readClientTests(tree *modtree.Tree) []*clientTest {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, f := range tree.Files {
		if !f.Test {
			continue
		}
		src, err := os.ReadFile(f.Path)
		if err != nil || !bytes.Contains(src, []byte("Tool")) {
			continue // it neither calls nor makes a tool
		}
		// The parser's scopes resolve the test's variables: the tests
		// are read without types, which their imports would need.
		file, err := parser.ParseFile(fset, f.Path, src, 0)
		if err == nil {
			files = append(files, file)
		}
	}
	own := registeredByTests(files)
	var tests []*clientTest
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			for _, r := range clientRegions(fd) {
				called := slices.DeleteFunc(slices.Clone(r.called), func(name string) bool { return own[name] })
				if len(r.called) > 0 && len(called) == 0 {
					continue // it calls the tests' own tools
				}
				tests = append(tests, &clientTest{Tools: called, Literals: r.literals})
			}
		}
	}
	return tests
}

// clientRegions returns the tests in fd that assert the error of a
// client's call of a tool.
func clientRegions(fd *ast.FuncDecl) []region {
	return assertingRegions(fd, callsTool, noteCalled)
}

// assertingRegions returns the tests in fd (walk) that assert that the
// error of a call is not nil, of the calls that calls tells: the error
// assigned from one (`_, err := c.CallTool(ctx, req)`). visit notes what
// the reader needs of each test, as walk's does.
func assertingRegions(fd *ast.FuncDecl, calls func(ast.Expr) bool, visit func(ast.Node, *region)) []region {
	errs := make(map[any]bool)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && len(as.Lhs) >= 2 && calls(as.Rhs[0]) {
			if id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident); ok && id.Obj != nil && id.Obj.Kind == ast.Var {
				errs[id.Obj] = true
			}
		}
		return true
	})
	if len(errs) == 0 {
		return nil
	}
	names := scopedNames{testing: make(map[*ast.Object]bool)}
	testingParams(fd, func(name *ast.Ident) {
		if name.Obj != nil {
			names.testing[name.Obj] = true
		}
	})
	var found []region
	newAsserted := func() *asserted { return &asserted{names: names, errs: errs} }
	walk(fd.Body, newAsserted, visit, func(r region) { found = append(found, r) })
	return found
}

// callsTool reports whether e is a call of a method or function named
// CallTool.
func callsTool(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok && calledName(call.Fun) == "CallTool"
}

// noteCalled notes in r the names of the tools a test calls: a string
// argument of CallTool (`s.CallTool("events_list", args)`), the Name of a
// request literal handed to it (`&mcp.CallToolParams{Name: "x"}`), or a
// name set on a request (`req.Params.Name = "x"`).
func noteCalled(n ast.Node, r *region) {
	switch n := n.(type) {
	case *ast.CallExpr:
		if !callsTool(n) {
			return
		}
		for _, arg := range n.Args {
			if name, ok := nameOf(arg); ok {
				r.called = append(r.called, name)
			}
		}
	case *ast.AssignStmt:
		if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
			return
		}
		if sel, ok := ast.Unparen(n.Lhs[0]).(*ast.SelectorExpr); ok && sel.Sel.Name == "Name" {
			if lit, ok := ast.Unparen(n.Rhs[0]).(*ast.BasicLit); ok {
				if s, ok := stringValue(lit); ok {
					r.called = append(r.called, s)
				}
			}
		}
	}
}

// nameOf returns the tool's name that arg, an argument of CallTool,
// states: a string, or the Name field of a literal.
func nameOf(arg ast.Expr) (string, bool) {
	switch arg := literal(arg).(type) {
	case *ast.BasicLit:
		return stringValue(arg)
	case *ast.CompositeLit:
		return nameField(arg)
	}
	return "", false
}

// nameField returns the string a literal's Name field holds, looking into
// the literals of its fields (mcp.CallToolRequest{Params:
// mcp.CallToolParams{Name: "x"}}).
func nameField(lit *ast.CompositeLit) (string, bool) {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		switch v := literal(kv.Value).(type) {
		case *ast.BasicLit:
			if key.Name == "Name" {
				return stringValue(v)
			}
		case *ast.CompositeLit:
			if name, ok := nameField(v); ok {
				return name, true
			}
		}
	}
	return "", false
}

// literal returns e without parentheses and, for &T{…}, the address-of.
func literal(e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return ast.Unparen(u.X)
	}
	return e
}

// registeredByTests returns the names of the tools the test files make
// themselves: `mcp.NewTool("x", …)`, `&mcp.Tool{Name: "x"}`.
func registeredByTests(files []*ast.File) map[string]bool {
	own := make(map[string]bool)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if len(n.Args) > 0 && calledName(n.Fun) == "NewTool" {
					if lit, ok := ast.Unparen(n.Args[0]).(*ast.BasicLit); ok {
						if s, ok := stringValue(lit); ok {
							own[s] = true
						}
					}
				}
			case *ast.CompositeLit:
				if n.Type != nil && calledName(n.Type) == "Tool" {
					if s, ok := nameField(n); ok {
						own[s] = true
					}
				}
			}
			return true
		})
	}
	return own
}

// calledName returns the last name of e: F of pkg.F, x.F or F.
func calledName(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return e.Sel.Name
	case *ast.Ident:
		return e.Name
	}
	return ""
}

// scopedNames resolves identifiers by the parser's scopes, for tests read
// without types.
type scopedNames struct {
	// testing holds the parameters of testing's types.
	testing map[*ast.Object]bool
}

func (n scopedNames) variable(id *ast.Ident) any {
	if id.Obj != nil && id.Obj.Kind == ast.Var {
		return id.Obj
	}
	return nil
}

func (n scopedNames) isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil" && id.Obj == nil
}

func (n scopedNames) testingValue(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Obj != nil && n.testing[id.Obj]
}

// unsetFlag: the table's flags are typed; read untyped, none is known
// to be unset.
func (n scopedNames) unsetFlag(ast.Expr) bool { return false }
