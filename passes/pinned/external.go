package pinned

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// externalTests adds to byDecl the tests of the package's external test
// files (package p_test, in its directory) that call a function or method
// of the package, or a value one returns (`_, h := tools.IssueRead(f)`),
// and assert the call's error, by the package's functions and methods
// they refer to, as its own tests are (reader.function). An external test
// package is another package, analyzed after this one by every driver,
// and has no types here: its files are read from disk, untyped, and what
// they refer to is known by the names of the package's scope and of its
// types' methods.
func externalTests(pass *analysis.Pass, byDecl map[token.Pos][]*Test) {
	fset := token.NewFileSet()
	var ext *externalRefs
	for _, path := range testFiles(pass) {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil || f.Name.Name != pass.Pkg.Name()+"_test" {
			continue
		}
		local, ok := importName(f, pass.Pkg)
		if !ok {
			continue
		}
		if ext == nil {
			ext = newExternalRefs(pass.Pkg)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				ext.function(fd, local, byDecl)
			}
		}
	}
}

// importName returns the name f imports pkg by.
func importName(f *ast.File, pkg *types.Package) (string, bool) {
	for _, spec := range f.Imports {
		if path, err := strconv.Unquote(spec.Path.Value); err != nil || path != pkg.Path() {
			continue
		}
		if spec.Name == nil {
			return pkg.Name(), true
		}
		if spec.Name.Name == "_" || spec.Name.Name == "." {
			return "", false
		}
		return spec.Name.Name, true
	}
	return "", false
}

// externalRefs knows the package's functions and methods by name.
type externalRefs struct {
	pkg *types.Package
	// methods holds the positions of the package's methods, by name.
	methods map[string][]token.Pos
}

func newExternalRefs(pkg *types.Package) *externalRefs {
	methods := make(map[string][]token.Pos)
	for _, name := range pkg.Scope().Names() {
		tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		named, ok := types.Unalias(tn.Type()).(*types.Named)
		if !ok {
			continue
		}
		for m := range named.Methods() {
			methods[m.Name()] = append(methods[m.Name()], m.Pos())
		}
	}
	return &externalRefs{pkg: pkg, methods: methods}
}

// function reads one function of the external test files.
func (x *externalRefs) function(fd *ast.FuncDecl, local string, byDecl map[token.Pos][]*Test) {
	// The values the package makes: `_, h := tools.IssueRead(fetch)`,
	// `s := tools.New(client)`.
	made := make(map[*ast.Object]bool)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || !x.mentions(as.Rhs, local) {
			return true
		}
		for _, lhs := range as.Lhs {
			if id, ok := lhs.(*ast.Ident); ok && id.Obj != nil {
				made[id.Obj] = true
			}
		}
		return true
	})
	// A handler is called with the context and the request, and a typed
	// handler with its arguments too: a call of the package's with other
	// arguments (`tools.ParseConfig(path)`) calls none.
	calls := func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) < 2 || len(call.Args) > 3 {
			return false
		}
		switch fun := ast.Unparen(call.Fun).(type) {
		case *ast.Ident:
			return fun.Obj != nil && made[fun.Obj]
		case *ast.SelectorExpr:
			_, ok := x.declared(fun, local)
			return ok || len(x.methods[fun.Sel.Name]) > 0
		}
		return false
	}
	refers := func(n ast.Node, r *region) {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return
		}
		if pos, ok := x.declared(sel, local); ok {
			r.refs = append(r.refs, pos)
			return
		}
		r.refs = append(r.refs, x.methods[sel.Sel.Name]...)
	}
	for _, r := range assertingRegions(fd, calls, refers) {
		t := &Test{Literals: r.literals}
		for _, pos := range r.refs {
			if tests := byDecl[pos]; len(tests) == 0 || tests[len(tests)-1] != t {
				byDecl[pos] = append(tests, t)
			}
		}
	}
}

// declared returns the position of the package's function sel names:
// local.F.
func (x *externalRefs) declared(sel *ast.SelectorExpr, local string) (token.Pos, bool) {
	if !qualified(sel, local) {
		return token.NoPos, false
	}
	fn, ok := x.pkg.Scope().Lookup(sel.Sel.Name).(*types.Func)
	if !ok {
		return token.NoPos, false
	}
	return fn.Pos(), true
}

// mentions reports whether one of es refers to the package: local.F.
func (x *externalRefs) mentions(es []ast.Expr, local string) bool {
	found := false
	for _, e := range es {
		ast.Inspect(e, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && qualified(sel, local) {
				found = true
			}
			return !found
		})
	}
	return found
}

// qualified reports whether sel is qualified by the package's import
// name, local.F: local names no variable of the file's scopes.
func qualified(sel *ast.SelectorExpr, local string) bool {
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return ok && id.Name == local && id.Obj == nil
}
