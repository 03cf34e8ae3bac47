package robustness

import (
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/load"
)

// parseMode is the mode go/packages parses with.
const parseMode = parser.AllErrors | parser.ParseComments

// A sourceFile is one Go file of a package: its file name, absolute, and
// its content.
type sourceFile struct {
	name string
	src  []byte
}

// testTree is the repository's analysistest tree, testdata/src, built in
// process. A package of the tree is a directory of it holding Go files,
// at its path below testdata/src as import path, as analysistest sees it
// in GOPATH mode. Each package is parsed and type-checked on first
// import and kept: the SDK stubs and the shared fixture packages are
// built once, however many inputs import them.
//
// Packages of the tree import each other with their syntax, so that the
// checker runs the fact-producing passes on them; the standard library
// comes from export data, without syntax, and is cut from the import
// graph as the command cuts what it loads from export data.
type testTree struct {
	src   string
	dirs  []string // the import paths of its packages
	fset  *token.FileSet
	sizes types.Sizes
	std   types.Importer

	mu      sync.Mutex // held while type-checking: importers are not safe for concurrent use
	pkgs    map[string]*treePackage
	sources map[string][]sourceFile // by import path, as on disk
	missing map[string]bool         // import paths that name no package of the tree
}

// treePackage is a package of the tree, built or being built.
type treePackage struct {
	pkg  *packages.Package
	err  error
	done bool // false while its imports are being built: importing it then is a cycle
}

// newTestTree loads the tree rooted at src, a testdata/src directory, and
// the export data of every standard package its files import. The go
// command runs once here, and never again.
func newTestTree(src string) (*testTree, error) {
	src, err := filepath.Abs(src)
	if err != nil {
		return nil, err
	}
	tr := &testTree{
		src:     src,
		fset:    token.NewFileSet(),
		sizes:   types.SizesFor("gc", runtime.GOARCH),
		pkgs:    make(map[string]*treePackage),
		sources: make(map[string][]sourceFile),
		missing: make(map[string]bool),
	}
	tr.dirs, err = tr.packageDirs()
	if err != nil {
		return nil, err
	}
	dirs := tr.dirs
	std := make(map[string]bool)
	for _, dir := range dirs {
		files, err := tr.packageSources(dir)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			imports, err := parser.ParseFile(token.NewFileSet(), f.name, f.src, parser.ImportsOnly)
			if err != nil {
				return nil, err
			}
			for _, spec := range imports.Imports {
				p, err := strconv.Unquote(spec.Path.Value)
				if err == nil && !slices.Contains(dirs, p) {
					std[p] = true
				}
			}
		}
	}
	tr.std, err = stdImporter(tr.fset, slices.Sorted(maps.Keys(std)))
	if err != nil {
		return nil, err
	}
	return tr, nil
}

// stdImporter imports the named standard packages, and those they
// depend on, from the compiler's export data, located with one run of
// the go command. Any other import fails.
func stdImporter(fset *token.FileSet, paths []string) (types.Importer, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedExportFile | packages.NeedImports | packages.NeedDeps,
		// A go.work above the checkout has no say over the standard library.
		Env: append(os.Environ(), "GOWORK=off"),
	}
	roots, err := packages.Load(cfg, paths...)
	if err != nil {
		return nil, err
	}
	exports := make(map[string]string)
	var errs []error
	packages.Visit(roots, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, fmt.Errorf("%s: %s", p.PkgPath, e.Msg))
		}
		if p.ExportFile != "" {
			exports[p.PkgPath] = p.ExportFile
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("loading the standard library imported by the tree: %w", errors.Join(errs...))
	}
	return importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("package %q is not in the tree nor a standard package it imports", path)
		}
		return os.Open(file)
	}), nil
}

// packageDirs lists the import paths of the tree's packages.
func (tr *testTree) packageDirs() ([]string, error) {
	var dirs []string
	err := filepath.WalkDir(tr.src, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !isGoSource(d.Name()) {
			return nil
		}
		rel, err := filepath.Rel(tr.src, filepath.Dir(name))
		if err != nil {
			return err
		}
		if dir := filepath.ToSlash(rel); !slices.Contains(dirs, dir) {
			dirs = append(dirs, dir)
		}
		return nil
	})
	slices.Sort(dirs)
	return dirs, err
}

// isGoSource reports whether a file name is that of a Go file the package
// is built from: analysistest loads no test files from the tree.
func isGoSource(name string) bool {
	return strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go")
}

// validImportPath reports whether path can name a directory of the tree:
// mutated sources import anything, and nothing may lead out of it.
func validImportPath(p string) bool {
	return fs.ValidPath(p) && p != "." && !strings.ContainsAny(p, `\:`) && path.Clean(p) == p
}

// packageSources reads the Go files of the tree's package at path, in
// name order, once.
func (tr *testTree) packageSources(importPath string) ([]sourceFile, error) {
	if files, ok := tr.sources[importPath]; ok {
		return files, nil
	}
	if !validImportPath(importPath) {
		return nil, fmt.Errorf("%q is not an import path", importPath)
	}
	dir := filepath.Join(tr.src, filepath.FromSlash(importPath))
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []sourceFile
	for _, e := range entries {
		if e.IsDir() || !isGoSource(e.Name()) {
			continue
		}
		name := filepath.Join(dir, e.Name())
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		files = append(files, sourceFile{name: name, src: src})
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no Go files in %s", dir)
	}
	tr.sources[importPath] = files
	return files, nil
}

// isTreePackage reports whether path names a package of the tree.
func (tr *testTree) isTreePackage(importPath string) bool {
	if _, ok := tr.sources[importPath]; ok {
		return true
	}
	if tr.missing[importPath] {
		return false
	}
	_, err := tr.packageSources(importPath)
	tr.missing[importPath] = err != nil
	return err == nil
}

// load returns the tree's package at path, building it on first use.
func (tr *testTree) load(importPath string) (*packages.Package, error) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return tr.loadLocked(importPath)
}

func (tr *testTree) loadLocked(importPath string) (*packages.Package, error) {
	if tp, ok := tr.pkgs[importPath]; ok {
		if !tp.done {
			return nil, fmt.Errorf("import cycle through %s", importPath)
		}
		return tp.pkg, tp.err
	}
	tp := &treePackage{}
	tr.pkgs[importPath] = tp
	files, err := tr.packageSources(importPath)
	if err == nil {
		tp.pkg, err = tr.check(importPath, files, nil)
	}
	tp.err, tp.done = err, true
	return tp.pkg, tp.err
}

// withFile returns the package at importPath with src in place of the
// content of its file name, and the package's files: the package a
// mutation of one of its files makes. It is built anew, and not kept.
func (tr *testTree) withFile(importPath, name string, src []byte) (*packages.Package, []sourceFile, error) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	files, err := tr.packageSources(importPath)
	if err != nil {
		return nil, nil, err
	}
	files = slices.Clone(files)
	i := slices.IndexFunc(files, func(f sourceFile) bool { return f.name == name })
	if i < 0 {
		return nil, nil, fmt.Errorf("package %s has no file %s", importPath, name)
	}
	files[i].src = src
	pkg, err := tr.check(importPath, files, nil)
	return pkg, files, err
}

// importers rebuilds, against pkg, a package built anew at a path of the
// tree, the packages of the tree that import that path, directly or not,
// and returns those that still type-check, each after what it imports,
// with the content of their files by name: analyzed with pkg, they let a
// mutation of a package that declares codes or a stamp reach, as facts,
// the rules run on the packages that use them.
func (tr *testTree) importers(pkg *packages.Package) ([]*packages.Package, map[string][]byte) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	overlay := map[string]*packages.Package{pkg.PkgPath: pkg}
	failed := make(map[string]bool)
	var rebuilt []*packages.Package
	sources := make(map[string][]byte)
	// rebuild reports whether the package at p, which depends on pkg's
	// path, type-checks against the rebuilt packages it imports.
	var rebuild func(p string) bool
	rebuild = func(p string) bool {
		if _, ok := overlay[p]; ok {
			return true
		}
		if failed[p] {
			return false
		}
		base, err := tr.loadLocked(p)
		if err != nil {
			failed[p] = true
			return false
		}
		for path, imp := range base.Imports {
			if dependsOn(imp, pkg.PkgPath) && !rebuild(path) {
				failed[p] = true
				return false
			}
		}
		files := tr.sources[p]
		q, err := tr.check(p, files, overlay)
		if err != nil {
			failed[p] = true
			return false
		}
		overlay[p] = q
		rebuilt = append(rebuilt, q)
		for _, f := range files {
			sources[f.name] = f.src
		}
		return true
	}
	for _, dir := range tr.dirs {
		if dir == pkg.PkgPath {
			continue
		}
		if base, err := tr.loadLocked(dir); err == nil && dependsOn(base, pkg.PkgPath) {
			rebuild(dir)
		}
	}
	return rebuilt, sources
}

// check parses and type-checks files as the package at importPath, which
// must not import itself, directly or through the tree. Its imports come
// from overlay when there, from the tree otherwise. Parse and type errors
// are errors: the package does not exist for the go command.
func (tr *testTree) check(importPath string, files []sourceFile, overlay map[string]*packages.Package) (pkg *packages.Package, err error) {
	var syntax []*ast.File
	defer func() {
		if err != nil {
			tr.release(syntax)
		}
	}()
	var names []string
	for _, f := range files {
		file, err := parser.ParseFile(tr.fset, f.name, f.src, parseMode)
		if file != nil {
			syntax = append(syntax, file)
		}
		if err != nil {
			return nil, err
		}
		names = append(names, f.name)
	}

	imports := make(map[string]*packages.Package)
	var typeErrors []error
	cfg := &types.Config{
		Importer: importerFunc(func(p string) (*types.Package, error) {
			if err := importAllowed(importPath, p); err != nil {
				return nil, err
			}
			if !tr.isTreePackage(p) {
				return tr.std.Import(p)
			}
			dep, ok := overlay[p]
			if !ok {
				var err error
				if dep, err = tr.loadLocked(p); err != nil {
					return nil, err
				}
			}
			if dep.Name == "main" {
				return nil, fmt.Errorf("import %q is a program, not an importable package", p)
			}
			if dependsOn(dep, importPath) {
				return nil, fmt.Errorf("import cycle: %s imports %s, which imports it", importPath, p)
			}
			imports[p] = dep
			return dep.Types, nil
		}),
		Sizes: tr.sizes,
		Error: func(err error) { typeErrors = append(typeErrors, err) },
	}
	info := load.NewTypesInfo()
	tpkg, err := checkFiles(cfg, importPath, tr.fset, syntax, info)
	if len(typeErrors) > 0 {
		return nil, errors.Join(typeErrors...)
	}
	if err != nil {
		return nil, err
	}
	return &packages.Package{
		ID:              importPath,
		Name:            tpkg.Name(),
		PkgPath:         importPath,
		GoFiles:         names,
		CompiledGoFiles: names,
		Syntax:          syntax,
		Types:           tpkg,
		TypesInfo:       info,
		TypesSizes:      tr.sizes,
		Fset:            tr.fset,
		Imports:         imports,
	}, nil
}

// checkFiles runs the type checker. A panic of the type checker on a
// mutated input is a fault of go/types, not of the rules: the input is
// treated as one that does not type-check.
func checkFiles(cfg *types.Config, importPath string, fset *token.FileSet, files []*ast.File, info *types.Info) (pkg *types.Package, err error) {
	defer func() {
		if r := recover(); r != nil {
			pkg, err = nil, fmt.Errorf("type checker panicked: %v", r)
		}
	}()
	return cfg.Check(importPath, fset, files, info)
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// importAllowed applies the go command's rules for internal and vendored
// packages, which the type checker does not know: a package may import
// a/b/internal/c only from within a/b, and no vendor/ path by that name.
func importAllowed(from, to string) error {
	var parent string
	switch {
	case to == "vendor" || strings.HasPrefix(to, "vendor/") || strings.Contains(to, "/vendor/"):
		return fmt.Errorf("vendored package %s cannot be imported by that path", to)
	case to == "internal" || strings.HasPrefix(to, "internal/"):
		return fmt.Errorf("use of internal package %s not allowed", to)
	case strings.HasSuffix(to, "/internal"):
		parent = strings.TrimSuffix(to, "/internal")
	case strings.Contains(to, "/internal/"):
		parent = to[:strings.Index(to, "/internal/")]
	default:
		return nil
	}
	if from == parent || strings.HasPrefix(from, parent+"/") {
		return nil
	}
	return fmt.Errorf("use of internal package %s not allowed", to)
}

// dependsOn reports whether pkg is, or imports through the tree, the
// package at importPath.
func dependsOn(pkg *packages.Package, importPath string) bool {
	found := false
	packages.Visit([]*packages.Package{pkg}, func(p *packages.Package) bool {
		if p.PkgPath == importPath {
			found = true
		}
		return !found
	}, nil)
	return found
}

// release removes the files of a package the tree does not keep from the
// shared file set, which would otherwise grow with every input.
func (tr *testTree) release(files []*ast.File) {
	for _, f := range files {
		if tf := tr.fset.File(f.FileStart); tf != nil {
			tr.fset.RemoveFile(tf)
		}
	}
}
