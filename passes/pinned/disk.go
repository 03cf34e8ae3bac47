package pinned

import (
	"errors"
	"go/ast"
	"go/build"
	"go/parser"
	"go/types"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// testsOnDisk reads the in-package tests of a package that the driver
// analyzes without them: go vet and golangci-lint analyze a package alone
// for the facts its importers read, where the findings the program's
// main package reports are made, and the toolerrlint command analyzes
// alone the packages it was not asked for. They are read from the
// package's directory, as go test would build them (go/build's default
// context), and typed against the package's own objects: their
// declarations in a package of the same path (go/types matches
// unexported names by path) whose scope holds the package's. What they
// import that the package does not is left untyped, which the reading
// does not need: assertions are known by name, handlers by the types of
// the package and its imports.
//
// Methods they declare on the package's types are left out: checking them
// would add them to the types, which other passes share.
func testsOnDisk(pass *analysis.Pass) *syntax.Tests {
	var files []*ast.File
	for _, path := range testFiles(pass) {
		f, err := parser.ParseFile(pass.Fset, path, nil, parser.SkipObjectResolution)
		if err != nil || f.Name.Name != pass.Pkg.Name() {
			continue // not parsed, or the external test package's
		}
		files = append(files, withoutMethodsOf(pass.Pkg, f))
	}
	if files == nil {
		return nil
	}
	pkg := types.NewPackage(pass.Pkg.Path(), pass.Pkg.Name())
	for _, name := range pass.Pkg.Scope().Names() {
		pkg.Scope().Insert(pass.Pkg.Scope().Lookup(name))
	}
	info := &types.Info{
		Types: make(map[ast.Expr]types.TypeAndValue),
		Defs:  make(map[*ast.Ident]types.Object),
		Uses:  make(map[*ast.Ident]types.Object),
	}
	conf := &types.Config{
		Importer:  imported(pass.Pkg),
		Sizes:     pass.TypesSizes,
		GoVersion: pass.Pkg.GoVersion(),
		Error:     func(error) {}, // what they import alone is untyped
	}
	_ = types.NewChecker(conf, pass.Fset, pkg, info).Files(files)
	return &syntax.Tests{Files: files, Info: info}
}

// testFiles returns the paths of the test files in the package's
// directory that go test would build (go/build's default context).
func testFiles(pass *analysis.Pass) []string {
	dir, ok := syntax.Dir(pass.Fset, pass.Files)
	if !ok {
		return nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var paths []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, "_test.go") || !e.Type().IsRegular() {
			continue
		}
		if match, err := build.Default.MatchFile(dir, name); err == nil && match {
			paths = append(paths, filepath.Join(dir, name))
		}
	}
	return paths
}

// withoutMethodsOf returns f without the methods it declares on the types
// of pkg.
func withoutMethodsOf(pkg *types.Package, f *ast.File) *ast.File {
	kept := make([]ast.Decl, 0, len(f.Decls))
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
			if _, declared := pkg.Scope().Lookup(handlers.ReceiverName(fd)).(*types.TypeName); declared {
				continue
			}
		}
		kept = append(kept, d)
	}
	c := *f
	c.Decls = kept
	return &c
}

// imported returns an importer of the packages pkg imports, directly or
// not.
func imported(pkg *types.Package) types.Importer {
	byPath := make(map[string]*types.Package)
	var add func(p *types.Package)
	add = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if byPath[imp.Path()] == nil {
				byPath[imp.Path()] = imp
				add(imp)
			}
		}
	}
	add(pkg)
	return importerFunc(func(path string) (*types.Package, error) {
		if p := byPath[path]; p != nil {
			return p, nil
		}
		return nil, errNotImported
	})
}

var errNotImported = errors.New("not imported by the package under test")

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
