// Copyright 2018 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// This file is go/packages' parse and type-check (refine and loadPackage,
// golang.org/x/tools v0.52.0), run on the metadata go/packages lists, so
// that a caller learns of each package as soon as it is complete rather
// than when the whole load is: the analysis then runs beside the load.
// What it does to each package is unchanged; what differs is said where
// it differs.

package load

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"log"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// A node is a package of the load and what checking it needs.
type node struct {
	*packages.Package
	// imports are the packages it imports, by import path: Package.Imports
	// as listed, which the caller may cut once the load is listed.
	imports         map[string]*node
	preds           []*node // packages that import this one
	unfinishedSuccs atomic.Int32
	color           uint8
	needsrc         bool // parsed and type-checked from source
	needtypes       bool // types needed, by the package or an importer
	initial         bool // named in the load
	parsed          bool // has syntax, once checked
	exportDataError error
}

// A checker parses and type-checks the packages of one listing.
type checker struct {
	fset  *token.FileSet
	sizes types.Sizes
	dir   string

	parseMu    sync.Mutex
	parseCache map[string]*parseValue
	exportMu   sync.Mutex // gcexportdata reads are sequential

	goVersion func() int // minor version of the go command, asked once
}

type parseValue struct {
	f     *ast.File
	err   error
	ready chan struct{}
}

// graph builds the nodes of the packages reachable from initial, as
// refine does: which are loaded from source (those named, and any whose
// export data is missing, and then any that imports one), which need
// types, and the leaves the check starts from.
func graph(initial []*packages.Package) (nodes map[*packages.Package]*node, leaves []*node) {
	nodes = make(map[*packages.Package]*node)
	var get func(p *packages.Package) *node
	get = func(p *packages.Package) *node {
		n := nodes[p]
		if n == nil {
			exportDataInvalid := p.ExportFile == "" && p.PkgPath != "unsafe"
			n = &node{Package: p, needsrc: exportDataInvalid}
			nodes[p] = n
		}
		return n
	}
	for _, p := range initial {
		n := get(p)
		n.initial = true
		n.needtypes = true
		n.needsrc = p.PkgPath != "unsafe"
	}
	const (
		white = 0 // new
		grey  = 1 // in progress
		black = 2 // complete
	)
	var visit func(from, n *node) bool
	visit = func(from, n *node) bool {
		if n.color == white {
			n.color = grey
			n.imports = make(map[string]*node, len(n.Imports))
			for path, p := range n.Imports {
				imp := get(p)
				if visit(n, imp) {
					n.needsrc = true
				}
				n.imports[path] = imp
			}
			// Complete type information is required for the immediate
			// dependencies of each source package.
			if n.needsrc {
				for _, imp := range n.imports {
					imp.needtypes = true
				}
			}
			if len(n.imports) == 0 {
				leaves = append(leaves, n)
			}
			n.color = black
		}
		if from != nil {
			from.unfinishedSuccs.Add(1)
			n.preds = append(n.preds, from)
		}
		return n.needsrc
	}
	for _, p := range initial {
		visit(nil, nodes[p])
	}
	return nodes, leaves
}

// fromSource reports whether the check gives n syntax and type
// information. go/packages also leaves without syntax a package none of
// whose files could be read; the check keeps it, type-checked with no
// files, which its importers can read as well as the export data it lacks.
func (n *node) fromSource() bool {
	return n.needsrc && len(n.CompiledGoFiles) > 0
}

// run parses and type-checks every package, each once its imports are
// done, on as many goroutines as the packages allow, and calls checked,
// unless nil, with each package loaded from source once it is complete.
// It returns once every package is done and every call has returned.
func (c *checker) run(leaves []*node, checked func(*packages.Package)) {
	var wg sync.WaitGroup
	var enqueue func(n *node)
	enqueue = func(n *node) {
		wg.Go(func() {
			c.loadPackage(n)
			n.parsed = len(n.Syntax) > 0
			for _, pred := range n.preds {
				if pred.unfinishedSuccs.Add(-1) == 0 {
					enqueue(pred)
				}
			}
			if checked != nil && n.fromSource() {
				checked(n.Package)
			}
		})
	}
	for _, leaf := range leaves {
		enqueue(leaf)
	}
	wg.Wait()
}

// loadPackage loads, parses and type-checks n, once its imports are done.
func (c *checker) loadPackage(n *node) {
	if n.PkgPath == "unsafe" {
		n.Types = types.Unsafe
		n.Fset = c.fset
		n.Syntax = []*ast.File{}
		n.TypesInfo = NewTypesInfo()
		n.TypesSizes = c.sizes
		return
	}
	// go list may name a package otherwise than its files do: take go
	// list's name.
	n.Types = types.NewPackage(n.PkgPath, n.Name)
	n.Fset = c.fset
	// Every package has its types.Package before export data is read, so
	// that reading it never creates one.
	if !n.needtypes && !n.needsrc {
		return
	}
	if !n.needsrc {
		if err := c.loadFromExportData(n); err != nil {
			n.exportDataError = err
			n.Errors = append(n.Errors, packages.Error{
				Pos:  "-",
				Msg:  err.Error(),
				Kind: packages.UnknownError,
			})
		}
		return
	}

	appendError := func(err error) {
		var errs []packages.Error
		switch err := err.(type) {
		case packages.Error:
			errs = append(errs, err)
		case *os.PathError:
			errs = append(errs, packages.Error{
				Pos:  err.Path + ":1",
				Msg:  err.Err.Error(),
				Kind: packages.ParseError,
			})
		case scanner.ErrorList:
			for _, err := range err {
				errs = append(errs, packages.Error{
					Pos:  err.Pos.String(),
					Msg:  err.Msg,
					Kind: packages.ParseError,
				})
			}
		case types.Error:
			n.TypeErrors = append(n.TypeErrors, err)
			errs = append(errs, packages.Error{
				Pos:  err.Fset.Position(err.Pos).String(),
				Msg:  err.Msg,
				Kind: packages.TypeError,
			})
		default:
			errs = append(errs, packages.Error{
				Pos:  "-",
				Msg:  err.Error(),
				Kind: packages.UnknownError,
			})
		}
		n.Errors = append(n.Errors, errs...)
	}

	// A go command newer than the go/types this was built with may select
	// files it cannot read: say so when the package has errors. (go/packages
	// has the go command's version from go list; it is asked here only
	// when it matters.)
	defer func() {
		if len(n.Errors) == 0 {
			return
		}
		var runtimeVersion int
		if _, err := fmt.Sscanf(runtime.Version(), "go1.%d", &runtimeVersion); err == nil && runtimeVersion < c.goVersion() {
			appendError(packages.Error{
				Pos:  "-",
				Msg:  fmt.Sprintf("This application uses version go1.%d of the source-processing packages but runs version go1.%d of 'go list'. It may fail to process source files that rely on newer language features. If so, rebuild the application using a newer version of Go.", runtimeVersion, c.goVersion()),
				Kind: packages.UnknownError,
			})
		}
	}()

	if len(n.CompiledGoFiles) == 0 && n.ExportFile != "" {
		appendError(packages.Error{Pos: "-", Msg: fmt.Sprintf("sources missing for package %s", n.ID), Kind: packages.ParseError})
		_ = c.loadFromExportData(n)
		return
	}

	files, errs := c.parseFiles(n.CompiledGoFiles)
	for _, err := range errs {
		appendError(err)
	}
	n.Syntax = files
	n.TypesInfo = NewTypesInfo()
	n.TypesSizes = c.sizes

	importer := importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		imp := n.imports[path]
		if imp == nil {
			// go/packages says here why go list's import is missing (a
			// cycle, a package it did not list), which it does not keep
			// past the load; go list reports both on the package itself.
			return nil, fmt.Errorf("no metadata for %s", path)
		}
		if imp.Types != nil && imp.Types.Complete() {
			return imp.Types, nil
		}
		if imp.exportDataError != nil {
			return nil, imp.exportDataError
		}
		log.Fatalf("internal error: expected complete types for package %q", path)
		panic("unreachable")
	})

	tc := &types.Config{
		Importer: importer,
		// Function bodies are type-checked only in the packages named:
		// the others are loaded from source only for want of export data.
		IgnoreFuncBodies: !n.initial,
		Error:            appendError,
		Sizes:            c.sizes,
	}
	if n.Module != nil && n.Module.GoVersion != "" {
		tc.GoVersion = "go" + n.Module.GoVersion
	}

	cpuLimit <- struct{}{}
	defer func() { <-cpuLimit }()

	typErr := types.NewChecker(tc, c.fset, n.Types, n.TypesInfo).Files(n.Syntax)

	if typErr != nil && len(n.Errors) == 0 && len(n.Syntax) > 0 {
		if msg := typErr.Error(); strings.HasPrefix(msg, "package requires newer Go version") {
			appendError(types.Error{
				Fset: c.fset,
				Pos:  n.Syntax[0].Package,
				Msg:  msg,
			})
		}
	}

	// Without cgo the type checker ignores import "C" quietly: report it,
	// so that the package is ill-typed.
	if tc.FakeImportC {
	outer:
		for _, f := range n.Syntax {
			for _, imp := range f.Imports {
				if imp.Path.Value == `"C"` {
					appendError(types.Error{Fset: c.fset, Pos: imp.Pos(), Msg: `import "C" ignored`})
					break outer
				}
			}
		}
	}

	if typErr != nil && len(n.Errors) == 0 {
		appendError(typErr)
	}

	illTyped := len(n.Errors) > 0
	if !illTyped {
		for _, imp := range n.imports {
			if imp.IllTyped {
				illTyped = true
				break
			}
		}
	}
	n.IllTyped = illTyped
}

// NewTypesInfo returns the type information go/packages records of a
// package checked from source.
func NewTypesInfo() *types.Info {
	return &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		FileVersions: make(map[*ast.File]string),
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// Parsing and type-checking keep at most GOMAXPROCS threads busy, and
// reading files at most 20 at once, as in go/packages.
var (
	ioLimit  = make(chan struct{}, 20)
	cpuLimit = make(chan struct{}, runtime.GOMAXPROCS(0))
)

func (c *checker) parseFile(filename string) (*ast.File, error) {
	c.parseMu.Lock()
	v, ok := c.parseCache[filename]
	if ok {
		c.parseMu.Unlock()
		<-v.ready
		return v.f, v.err
	}
	v = &parseValue{ready: make(chan struct{})}
	c.parseCache[filename] = v
	c.parseMu.Unlock()

	ioLimit <- struct{}{}
	src, err := os.ReadFile(filename)
	<-ioLimit
	if err != nil {
		v.err = err
	} else {
		cpuLimit <- struct{}{}
		// go/packages keeps resolving objects, which some analyzers read.
		v.f, v.err = parser.ParseFile(c.fset, filename, src, parser.AllErrors|parser.ParseComments)
		<-cpuLimit
	}
	close(v.ready)
	return v.f, v.err
}

// parseFiles parses the files in parallel and returns those at least
// partly parsed, in order, and the errors met.
func (c *checker) parseFiles(filenames []string) ([]*ast.File, []error) {
	parsed := make([]*ast.File, len(filenames))
	errors := make([]error, len(filenames))
	var wg sync.WaitGroup
	for i, filename := range filenames {
		wg.Go(func() { parsed[i], errors[i] = c.parseFile(filename) })
	}
	wg.Wait()
	var files []*ast.File
	for _, f := range parsed {
		if f != nil {
			files = append(files, f)
		}
	}
	var errs []error
	for _, err := range errors {
		if err != nil {
			errs = append(errs, err)
		}
	}
	return files, errs
}

// loadFromExportData reads n's types from its export data, once.
func (c *checker) loadFromExportData(n *node) error {
	if n.PkgPath == "" {
		log.Fatalf("internal error: Package %s has no PkgPath", n)
	}
	// Reading export data may complete the types.Package of any package
	// n depends on: reads are sequential.
	c.exportMu.Lock()
	defer c.exportMu.Unlock()

	if tpkg := n.Types; tpkg != nil && tpkg.Complete() {
		return nil
	}
	n.IllTyped = true
	if n.ExportFile == "" {
		return fmt.Errorf("no export data file")
	}
	f, err := os.Open(n.ExportFile)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(f)
	if err != nil {
		return fmt.Errorf("reading %s: %v", n.ExportFile, err)
	}
	// gcexportdata knows packages by path: give it the types.Package of
	// every package n depends on.
	view := make(map[string]*types.Package)
	seen := make(map[*node]bool)
	var visit func(imports map[string]*node)
	visit = func(imports map[string]*node) {
		for _, imp := range imports {
			if !seen[imp] {
				seen[imp] = true
				view[imp.PkgPath] = imp.Types
				visit(imp.imports)
			}
		}
	}
	visit(n.imports)
	viewLen := len(view) + 1
	tpkg, err := gcexportdata.Read(r, c.fset, view, n.PkgPath)
	if err != nil {
		return fmt.Errorf("reading %s: %v", n.ExportFile, err)
	}
	if _, ok := view["go.shape"]; ok {
		viewLen++
	}
	if viewLen != len(view) {
		log.Panicf("unexpected new packages during load of %s", n.PkgPath)
	}
	n.Types = tpkg
	n.IllTyped = false
	return nil
}

// goCommandVersion returns the minor version of the go command in dir's
// environment, or 0 if it cannot tell.
func goCommandVersion(dir string) int {
	cmd := exec.Command("go", "env", "GOVERSION")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return 0
	}
	var minor int
	fmt.Sscanf(strings.TrimSpace(string(out)), "go1.%d", &minor)
	return minor
}
