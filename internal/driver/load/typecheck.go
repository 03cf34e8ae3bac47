package load

import (
	"errors"
	"fmt"
	"go/ast"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"runtime"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/packages"
)

// A unit is one package of a listing and what loading it takes.
type unit struct {
	pkg *packages.Package
	// imports are the units pkg imports, by import path, as listed: the
	// listing's cut to source leaves them whole.
	imports map[string]*unit
	// source says pkg is parsed and type-checked, not read from export
	// data: it is named in the load, or has no export data, or imports a
	// package that is loaded from source (its export data, if any, was
	// compiled against another build of that package).
	source bool
	// named says pkg is one of the listing's Loaded: only those have
	// their function bodies checked.
	named bool
	// importers are the source units that import this one, once an
	// import: each waits for it.
	importers []*unit
	// waiting counts the imports loaded from source not yet checked.
	waiting atomic.Int32
	// parsed says the check gave pkg syntax; the executor may let the
	// syntax go before the load's errors are gathered.
	parsed bool
	// exportRead says the export data was read, or failed to be
	// (exportErr), which happens once, under the export data's lock.
	exportRead bool
	exportErr  error
}

// checkedFromSource reports whether the check gives the package syntax and
// type information, which is what the analysis needs of a package, known
// from the listing alone. A source package none of whose files go list
// could name (they are all excluded, or unreadable) is still checked, with
// no files, so that its importers see its errors.
func (u *unit) checkedFromSource() bool {
	return u.source && len(u.pkg.CompiledGoFiles) > 0
}

// plan makes the units of the packages reachable from loaded, the
// packages the load names, says which are loaded from source, and returns
// them with the source units that import no other: where the check starts.
func plan(loaded []*packages.Package) (units map[*packages.Package]*unit, start []*unit) {
	units = make(map[*packages.Package]*unit)
	for _, p := range loaded {
		units[p] = &unit{pkg: p, named: true}
	}
	// Post-order, so that whether a package is loaded from source is known
	// before its importers ask. go list reports import cycles as errors
	// and leaves the edge out; the visiting set only guards the walk.
	visiting := make(map[*unit]bool)
	var visit func(u *unit)
	visit = func(u *unit) {
		if u.imports != nil || visiting[u] {
			return
		}
		visiting[u] = true
		u.imports = make(map[string]*unit, len(u.pkg.Imports))
		isUnsafe := u.pkg.PkgPath == "unsafe"
		u.source = !isUnsafe && (u.named || u.pkg.ExportFile == "")
		for path, p := range u.pkg.Imports {
			imp := units[p]
			if imp == nil {
				imp = &unit{pkg: p}
				units[p] = imp
			}
			visit(imp)
			u.imports[path] = imp
			u.source = u.source || (!isUnsafe && imp.source)
		}
		delete(visiting, u)
	}
	for _, p := range loaded {
		visit(units[p])
	}
	for _, u := range units {
		if !u.source {
			continue
		}
		for _, imp := range u.imports {
			if imp.source {
				imp.importers = append(imp.importers, u)
				u.waiting.Add(1)
			}
		}
	}
	for _, p := range loaded {
		if u := units[p]; u.source && u.waiting.Load() == 0 {
			start = append(start, u)
		}
	}
	// A source package that is not named is the import of one that is,
	// or of another source package: the walk reaches every one.
	for _, u := range units {
		if u.source && !u.named && u.waiting.Load() == 0 {
			start = append(start, u)
		}
	}
	return units, start
}

// A typeChecker parses and type-checks the source units of one listing,
// and reads the types of their other imports from export data.
type typeChecker struct {
	fset   *token.FileSet
	sizes  types.Sizes
	files  *fileParser
	export *exportData
	// slots bounds the parses and type-checks under way to the threads
	// that can run them: more would only hold more half-built packages.
	slots chan struct{}
	// goVersion is the go command's minor version, asked only when a
	// package has errors, which a newer go command may explain.
	goVersion func() int
}

func newTypeChecker(dir string, sizes types.Sizes, units map[*packages.Package]*unit, overlay map[string][]byte) *typeChecker {
	fset := token.NewFileSet()
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	var parsed [][]string
	for p, u := range units {
		if u.source {
			parsed = append(parsed, p.CompiledGoFiles)
		}
	}
	return &typeChecker{
		fset:      fset,
		sizes:     sizes,
		files:     newFileParser(fset, slots, parsed, overlay),
		export:    newExportData(fset),
		slots:     slots,
		goVersion: sync.OnceValue(func() int { return goCommandVersion(dir) }),
	}
}

// run checks every source unit once the source units it imports are
// checked, from start on, calling admit, unless nil, before it starts on
// a package that the check gives syntax and types, and checked, unless
// nil, with each such package once it has them. It returns once every
// unit is checked and every call has returned.
func (tc *typeChecker) run(start []*unit, admit, checked func(*packages.Package)) {
	var wg sync.WaitGroup
	var launch func(u *unit)
	launch = func(u *unit) {
		wg.Go(func() {
			if admit != nil && u.checkedFromSource() {
				admit(u.pkg)
			}
			tc.check(u)
			u.parsed = len(u.pkg.Syntax) > 0
			// The package is handed on before its importers start, so
			// that a caller learns of every package after its imports.
			if checked != nil && u.checkedFromSource() {
				checked(u.pkg)
			}
			for _, imp := range u.importers {
				if imp.waiting.Add(-1) == 0 {
					launch(imp)
				}
			}
		})
	}
	for _, u := range start {
		launch(u)
	}
	wg.Wait()
}

// check parses and type-checks the source unit u, its source imports
// checked, reading the types of its other imports from export data first.
func (tc *typeChecker) check(u *unit) {
	p := u.pkg
	p.Fset = tc.fset
	p.TypesSizes = tc.sizes
	for _, imp := range u.imports {
		if !imp.source {
			tc.export.load(imp)
		}
	}
	defer func() { p.IllTyped = len(p.Errors) > 0 || importsIllTyped(u) }()
	defer tc.explainNewerGo(p)

	if len(p.CompiledGoFiles) == 0 && p.ExportFile != "" {
		// Named, but go list found no file to compile: its types are
		// the compiler's.
		p.Errors = append(p.Errors, packages.Error{
			Pos:  "-",
			Msg:  fmt.Sprintf("no Go source files listed for %s", p.ID),
			Kind: packages.ParseError,
		})
		if tpkg, err := tc.export.load(u); err == nil {
			p.Types = tpkg
		}
		return
	}

	files, errs := tc.files.parseAll(p.CompiledGoFiles)
	for _, err := range errs {
		p.Errors = append(p.Errors, parseErrors(err)...)
	}
	p.Syntax = files
	p.TypesInfo = NewTypesInfo()
	// go list's name is the package's, whatever its files say.
	p.Types = types.NewPackage(p.PkgPath, p.Name)

	conf := &types.Config{
		Importer: importerOf(u),
		Sizes:    tc.sizes,
		// The packages loaded from source only for want of export data
		// are there for their importers: their declarations are enough.
		IgnoreFuncBodies: !u.named,
		Error: func(err error) {
			if terr, ok := err.(types.Error); ok {
				p.TypeErrors = append(p.TypeErrors, terr)
				p.Errors = append(p.Errors, packages.Error{
					Pos:  terr.Fset.Position(terr.Pos).String(),
					Msg:  terr.Msg,
					Kind: packages.TypeError,
				})
				return
			}
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		},
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	tc.slots <- struct{}{}
	err := types.NewChecker(conf, tc.fset, p.Types, p.TypesInfo).Files(files)
	<-tc.slots
	// Some failures reach Files' result and not the Error callback: a Go
	// version this go/types cannot check, for one.
	if err != nil && len(p.Errors) == 0 {
		var terr types.Error
		if errors.As(err, &terr) {
			conf.Error(terr)
		} else if len(files) > 0 {
			conf.Error(types.Error{Fset: tc.fset, Pos: files[0].Package, Msg: err.Error()})
		} else {
			conf.Error(err)
		}
	}
}

// importerOf imports, for u's type-check, the types of u's imports as
// listed: those of the source units, checked already, and those read from
// export data.
func importerOf(u *unit) types.Importer {
	return importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		imp := u.imports[path]
		switch {
		case imp == nil:
			// go list reports why (a cycle, a package it could not
			// find) on the package itself.
			return nil, fmt.Errorf("go list gave no package for import %q", path)
		case !imp.source && imp.exportErr != nil:
			return nil, imp.exportErr
		case imp.pkg.Types == nil || !imp.pkg.Types.Complete():
			// Every import is loaded before its importer is checked.
			panic(fmt.Sprintf("load: %s imports %s, whose types are incomplete", u.pkg.ID, imp.pkg.ID))
		}
		return imp.pkg.Types, nil
	})
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// importsIllTyped reports whether one of u's imports failed to load: u's
// types then rest on guesses, whatever its own errors.
func importsIllTyped(u *unit) bool {
	for _, imp := range u.imports {
		if imp.pkg.IllTyped {
			return true
		}
	}
	return false
}

// explainNewerGo adds to the errors of p, if it has any, that the go
// command is newer than the go/types toolerrlint was built with: files
// written for the newer language may be what failed.
func (tc *typeChecker) explainNewerGo(p *packages.Package) {
	if len(p.Errors) == 0 {
		return
	}
	var built int
	if _, err := fmt.Sscanf(runtime.Version(), "go1.%d", &built); err != nil || built >= tc.goVersion() {
		return
	}
	p.Errors = append(p.Errors, packages.Error{
		Pos: "-",
		Msg: fmt.Sprintf("toolerrlint was built with go1.%d and the go command is go1.%d: "+
			"if the errors above come from newer language features, rebuild toolerrlint with go1.%d or later",
			built, tc.goVersion(), tc.goVersion()),
		Kind: packages.UnknownError,
	})
}

// finish gives the units that were not checked from source what the
// check leaves them: the file set, the types read from export data or,
// for a package no check needed the types of, an empty package of its
// path; and clears the export data files, which Mode does not ask for.
func (tc *typeChecker) finish(units map[*packages.Package]*unit) {
	for p, u := range units {
		p.ExportFile = ""
		if u.source {
			continue
		}
		p.Fset = tc.fset
		switch {
		case p.PkgPath == "unsafe":
			p.Types = types.Unsafe
			p.Syntax = []*ast.File{}
			p.TypesInfo = NewTypesInfo()
			p.TypesSizes = tc.sizes
		case p.Types == nil:
			p.Types = tc.export.placeholder(p)
		}
	}
}

// NewTypesInfo returns the type information recorded of a package checked
// from source: every map of types.Info but the initialization order, which
// no rule reads.
func NewTypesInfo() *types.Info {
	return &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Instances:    make(map[*ast.Ident]types.Instance),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		Scopes:       make(map[ast.Node]*types.Scope),
		FileVersions: make(map[*ast.File]string),
	}
}

// parseErrors turns an error of parsing one file into the package's
// errors: one per syntax error, or the file's if it could not be read.
func parseErrors(err error) []packages.Error {
	var list scanner.ErrorList
	var pathErr *os.PathError
	switch {
	case errors.As(err, &list):
		out := make([]packages.Error, len(list))
		for i, e := range list {
			out[i] = packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError}
		}
		return out
	case errors.As(err, &pathErr):
		return []packages.Error{{Pos: pathErr.Path + ":1", Msg: pathErr.Err.Error(), Kind: packages.ParseError}}
	}
	return []packages.Error{{Pos: "-", Msg: err.Error(), Kind: packages.ParseError}}
}
