package ruletest

import (
	"errors"
	"fmt"
	"go/importer"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/load"
)

// A tree loads packages of one GOPATH testdata tree for the tests of one
// process, as analysistest loads them, less what costs and tells nothing:
// go list lists each load, with its test variants and build constraints,
// and the packages of the tree are parsed and type-checked from source,
// so that the passes make facts on them; but the standard library comes
// from compiler export data, read once for all the loads of the process,
// as the command reads every package outside the module it checks.
// analysistest type-checks the standard library from source for every
// fixture and runs the fact-making passes on each of its packages, which
// is most of a rule test's time, and its race-detector time many times
// over.
//
// A package of the tree is type-checked once and shared by every load
// that lists it under the same ID: the SDK stubs and the shared fixture
// packages are built once per process. Types and syntax are read-only
// to the analysis; the checker keeps its facts and results in its own
// actions.
type tree struct {
	dir  string // the tree's GOPATH root; its packages are under dir/src
	src  string
	fset *token.FileSet

	mu      sync.Mutex // held by load: importers are not safe for concurrent use
	exports map[string]string
	std     types.Importer
	built   map[string]*packages.Package // by ID
}

var (
	treesMu sync.Mutex
	trees   = make(map[string]*tree)
)

// treeAt returns the process's tree rooted at dir.
func treeAt(dir string) *tree {
	treesMu.Lock()
	defer treesMu.Unlock()
	if tr, ok := trees[dir]; ok {
		return tr
	}
	tr := &tree{
		dir:     dir,
		src:     filepath.Join(dir, "src") + string(filepath.Separator),
		fset:    token.NewFileSet(),
		exports: make(map[string]string),
		built:   make(map[string]*packages.Package),
	}
	tr.std = importer.ForCompiler(tr.fset, "gc", tr.openExport)
	trees[dir] = tr
	return tr
}

// gopathEnv is the environment of the go command in GOPATH mode on the
// tree at dir, as analysistest sets it.
func gopathEnv(dir string) []string {
	return append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=")
}

// listMode is what go list tells of each package of a load: enough to
// parse and type-check it, and to find the want comments of its other
// files.
const listMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedTypesSizes | packages.NeedForTest

// load lists the packages matching patterns, with their tests, and
// returns them, as analysistest's load does: with syntax and types, the
// tree's packages in their import graph, the standard library's cut
// from it (they have no syntax for the passes). A package with in-package
// tests is returned as its test variant alone, which holds its files and
// its tests, as go vet and golangci-lint analyze it: the tests decide
// which fixes are offered (see passes/pinned).
func (tr *tree) load(patterns []string) ([]*packages.Package, error) {
	cfg := &packages.Config{Mode: listMode, Dir: tr.src, Tests: true, Env: gopathEnv(tr.dir)}
	listed, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(listed) == 0 {
		return nil, fmt.Errorf("no packages matched %s", patterns)
	}
	for _, p := range listed {
		if p.Name == "" {
			return nil, fmt.Errorf("failed to load %q: Errors=%v", p.PkgPath, p.Errors)
		}
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if err := tr.listExports(listed); err != nil {
		return nil, err
	}
	var roots []*packages.Package
	for _, p := range withoutTestedPackages(listed) {
		roots = append(roots, tr.build(p))
	}
	return roots, nil
}

// withoutTestedPackages returns pkgs without the packages whose
// in-package test variant is among them.
func withoutTestedPackages(pkgs []*packages.Package) []*packages.Package {
	tested := make(map[string]bool)
	for _, p := range pkgs {
		if p.ForTest != "" && p.ForTest == p.PkgPath {
			tested[p.PkgPath] = true
		}
	}
	return slices.DeleteFunc(slices.Clone(pkgs), func(p *packages.Package) bool {
		return p.ForTest == "" && tested[p.PkgPath]
	})
}

// inTree reports whether p is built from source: a package of the tree,
// or a test's generated main package.
func (tr *tree) inTree(p *packages.Package) bool {
	if strings.HasSuffix(p.ID, ".test") {
		return true
	}
	for _, f := range slices.Concat(p.GoFiles, p.CompiledGoFiles, p.OtherFiles) {
		if strings.HasPrefix(f, tr.src) {
			return true
		}
	}
	return false
}

// listExports finds the export data of the packages outside the tree that
// packages of the tree import, unless an earlier load found it: one go
// list for the standard packages that no load before imported.
func (tr *tree) listExports(listed []*packages.Package) error {
	var missing []string
	packages.Visit(listed, func(p *packages.Package) bool { return tr.inTree(p) }, func(p *packages.Package) {
		if !tr.inTree(p) && p.PkgPath != "unsafe" && tr.exports[p.PkgPath] == "" && !slices.Contains(missing, p.PkgPath) {
			missing = append(missing, p.PkgPath)
		}
	})
	if len(missing) == 0 {
		return nil
	}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedExportFile | packages.NeedImports | packages.NeedDeps,
		Dir:  tr.src,
		Env:  gopathEnv(tr.dir),
	}
	pkgs, err := packages.Load(cfg, missing...)
	if err != nil {
		return err
	}
	var errs []error
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, fmt.Errorf("%s: %s", p.PkgPath, e.Msg))
		}
		if p.ExportFile != "" {
			tr.exports[p.PkgPath] = p.ExportFile
		}
	})
	if len(errs) > 0 {
		return fmt.Errorf("listing the export data of %s: %w", strings.Join(missing, " "), errors.Join(errs...))
	}
	return nil
}

// openExport opens the export data of a package outside the tree.
func (tr *tree) openExport(path string) (io.ReadCloser, error) {
	file, ok := tr.exports[path]
	if !ok {
		return nil, fmt.Errorf("no export data for %q", path)
	}
	return os.Open(file)
}

// build returns the package of the tree that go list described as p,
// parsed and type-checked, with its imports of the tree, once per ID.
// Its errors are recorded on it, as go/packages records them.
func (tr *tree) build(p *packages.Package) *packages.Package {
	if b, ok := tr.built[p.ID]; ok {
		return b
	}
	b := &packages.Package{
		ID:              p.ID,
		Name:            p.Name,
		PkgPath:         p.PkgPath,
		Errors:          slices.Clone(p.Errors),
		GoFiles:         p.GoFiles,
		CompiledGoFiles: p.CompiledGoFiles,
		OtherFiles:      p.OtherFiles,
		EmbedFiles:      p.EmbedFiles,
		EmbedPatterns:   p.EmbedPatterns,
		IgnoredFiles:    p.IgnoredFiles,
		Imports:         make(map[string]*packages.Package),
		Fset:            tr.fset,
		TypesSizes:      p.TypesSizes,
		TypesInfo:       load.NewTypesInfo(),
	}
	tr.built[p.ID] = b
	for _, name := range p.CompiledGoFiles {
		f, err := parser.ParseFile(tr.fset, name, nil, parser.AllErrors|parser.ParseComments|parser.SkipObjectResolution)
		if f != nil {
			b.Syntax = append(b.Syntax, f)
		}
		var list scanner.ErrorList
		switch {
		case errors.As(err, &list):
			for _, e := range list {
				b.Errors = append(b.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		case err != nil:
			b.Errors = append(b.Errors, packages.Error{Pos: name + ":1", Msg: err.Error(), Kind: packages.ParseError})
		}
	}
	var depErrors bool
	conf := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			imp, ok := p.Imports[path]
			if !ok {
				return nil, fmt.Errorf("no metadata for %s", path)
			}
			if !tr.inTree(imp) {
				return tr.std.Import(imp.PkgPath)
			}
			dep := tr.build(imp)
			b.Imports[path] = dep
			depErrors = depErrors || dep.IllTyped
			if dep.Types == nil {
				return nil, fmt.Errorf("%s did not type-check", path)
			}
			return dep.Types, nil
		}),
		Sizes: p.TypesSizes,
		Error: func(err error) {
			if te, ok := err.(types.Error); ok {
				b.TypeErrors = append(b.TypeErrors, te)
				b.Errors = append(b.Errors, packages.Error{Pos: te.Fset.Position(te.Pos).String(), Msg: te.Msg, Kind: packages.TypeError})
				return
			}
			b.Errors = append(b.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		},
	}
	b.Types = types.NewPackage(p.PkgPath, p.Name)
	_ = types.NewChecker(conf, tr.fset, b.Types, b.TypesInfo).Files(b.Syntax)
	b.IllTyped = len(b.Errors) > 0 || depErrors
	return b
}
