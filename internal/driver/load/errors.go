package load

import (
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// maxErrors is how many errors of one package are shown before "too many
// errors", as the compiler shows them.
const maxErrors = 10

// Errors says what keeps the packages, and everything they import, from
// being analyzed, each thing once:
//
//   - a package go could not resolve to files because its module is not
//     available (not in the module cache and not downloadable): go's own
//     message, once per module, at the first import that needs it;
//   - the load, parse and type errors of a package, once per message (a
//     package and its test variants repeat them), at most maxErrors of
//     them and then "too many errors", as go build shows them; an error
//     that only says that an import did not load is left out, that
//     import's failure being reported already;
//   - a package loaded from source that has no error of its own, or
//     only type errors while an import's module is not available (go
//     build would not type-check it), but cannot be analyzed because an
//     import did not load: named once with the imports that did not,
//     those of its test variants included.
func Errors(pkgs []*packages.Package, dir string) []report.Error {
	return errorsOf(pkgs, dir, func(p *packages.Package) bool { return len(p.Syntax) > 0 })
}

// Errors is Errors of the packages listed, once checked, even those whose
// syntax the analysis let go.
func (l *Listing) Errors() []report.Error {
	// A load of thousands of packages mostly has nothing to say, which is
	// known without the walk and the collector's tables.
	for p := range l.units {
		if failed(p) {
			return errorsOf(l.Loaded, l.dir, func(p *packages.Package) bool { return l.units[p].parsed })
		}
	}
	return nil
}

// failed reports whether p has errors, or failed through an import.
func failed(p *packages.Package) bool { return len(p.Errors) > 0 || p.IllTyped }

// errorsOf is Errors, parsed saying which packages have syntax.
func errorsOf(pkgs []*packages.Package, dir string, parsed func(*packages.Package) bool) []report.Error {
	c := newCollector(dir, newModuleIndex(dir))
	c.parsed = parsed
	packages.Visit(pkgs, nil, c.visit)
	return c.errs
}

func newCollector(dir string, modules *moduleIndex) *collector {
	return &collector{
		parsed:      func(p *packages.Package) bool { return len(p.Syntax) > 0 },
		dir:         dir,
		seen:        make(map[report.Error]bool),
		counts:      make(map[string]int),
		failed:      make(map[*packages.Package]bool),
		unavailable: make(map[*packages.Package]bool),
		modules:     modules,
		shown:       make(map[string]bool),
		blocked:     make(map[string]int),
	}
}

// A collector gathers the errors of packages visited dependencies first.
type collector struct {
	parsed func(*packages.Package) bool // whether a package has syntax
	dir    string
	errs   []report.Error
	seen   map[report.Error]bool
	counts map[string]int // errors reported, by package name
	// failed holds the packages that did not load or type-check, or
	// whose imports did not.
	failed  map[*packages.Package]bool
	modules *moduleIndex
	shown   map[string]bool // unavailable modules reported, as PATH@VERSION
	// unavailable holds the packages of modules that are not available.
	unavailable map[*packages.Package]bool
	// blocked indexes in errs the "not analyzed" error of each package
	// name, which its test variants extend rather than repeat.
	blocked map[string]int
}

func (c *collector) visit(p *packages.Package) {
	if !failed(p) {
		return
	}
	c.failed[p] = true
	if mod, ok := c.unavailableModule(p); ok {
		c.unavailable[p] = true
		c.reportModule(p, mod)
		return
	}
	// go build type-checks no package whose imports it cannot resolve:
	// type errors there only echo the missing import ("undefined: mcp",
	// or worse when go/packages filled the import with the importer's
	// own files).
	blind := c.importsUnavailable(p)
	typeErrors := len(p.TypeErrors) > 0
	// A syntax error reaches p up to three times over: in the compiler's
	// output that go list relays when it builds p for its export data (a
	// package the load reads from export data), in the parser's errors,
	// where one mistake throws up several ("expected ';'", "expected '}'",
	// "expected operand"), and in type errors of the syntax the parser
	// made out. go build shows the compiler's alone; without it, the
	// parser's first error in each file says the same.
	syntax := hasSyntaxErrors(p)
	compiled := slices.ContainsFunc(p.Errors, isCompilerOutput)
	parsedFiles := make(map[string]bool)
	for _, e := range p.Errors {
		if (blind || syntax) && e.Kind == packages.TypeError {
			continue
		}
		if typeErrors && !syntax && isCompilerOutput(e) {
			continue // the type checker said the same, with positions
		}
		if syntax && e.Kind == packages.ParseError {
			file := positionFile(e.Pos)
			if compiled || parsedFiles[file] {
				continue
			}
			parsedFiles[file] = true
		}
		if imp, ok := importFailure(p, e); ok && c.failed[imp] {
			continue // reported where it failed
		}
		c.addPackageError(p, packageErrorMessage(e, c.dir))
	}
	// A test binary's generated main fails with the package it tests,
	// which is reported already; go build never names it either.
	if c.parsed(p) && c.counts[PackageName(p)] == 0 && !isTestMain(p) {
		if failed := c.failedImports(p); len(failed) > 0 {
			c.addNotAnalyzed(PackageName(p), failed)
		}
	}
}

// importsUnavailable reports whether an import of p is a package of a
// module that is not available.
func (c *collector) importsUnavailable(p *packages.Package) bool {
	for _, imp := range p.Imports {
		if c.unavailable[imp] {
			return true
		}
	}
	return false
}

// addNotAnalyzed says that the package name could not be analyzed because
// of the imports that did not load, once: a test variant of a package
// named already adds its imports to the same line.
func (c *collector) addNotAnalyzed(name string, imports []string) {
	i, ok := c.blocked[name]
	if !ok {
		c.blocked[name] = len(c.errs)
		c.add(report.Error{Package: name, Message: notAnalyzed(imports)})
		return
	}
	for _, imp := range c.blockedImports(i) {
		if !slices.Contains(imports, imp) {
			imports = append(imports, imp)
		}
	}
	slices.Sort(imports)
	c.errs[i].Message = notAnalyzed(imports)
}

// addPackageError adds an error of p, unless p has shown maxErrors
// already; the first error past them says "too many errors".
func (c *collector) addPackageError(p *packages.Package, msg string) {
	name := PackageName(p)
	e := report.Error{Package: name, Message: msg}
	if c.seen[e] {
		return
	}
	switch n := c.counts[name]; {
	case n < maxErrors:
		c.counts[name]++
		c.add(e)
	case n == maxErrors:
		c.counts[name]++
		c.add(report.Error{Package: name, Message: "too many errors"})
	}
}

func (c *collector) add(e report.Error) {
	if !c.seen[e] {
		c.seen[e] = true
		c.errs = append(c.errs, e)
	}
}

// failedImports lists, sorted, the import paths of p's imports that did
// not load.
func (c *collector) failedImports(p *packages.Package) []string {
	var paths []string
	for path, imp := range p.Imports {
		if c.failed[imp] {
			paths = append(paths, path)
		}
	}
	slices.Sort(paths)
	return paths
}

// The words of a "not analyzed" error around the imports it lists.
const (
	notAnalyzedOne  = "not analyzed: its import "
	notAnalyzedMany = "not analyzed: its imports "
	didNotLoad      = " did not load"
)

// notAnalyzed says why a package with no error of its own is not analyzed.
func notAnalyzed(imports []string) string {
	if len(imports) == 1 {
		return notAnalyzedOne + imports[0] + didNotLoad
	}
	return notAnalyzedMany + strings.Join(imports, ", ") + didNotLoad
}

// blockedImports lists the imports that the "not analyzed" error errs[i]
// names.
func (c *collector) blockedImports(i int) []string {
	msg := strings.TrimSuffix(c.errs[i].Message, didNotLoad)
	if rest, ok := strings.CutPrefix(msg, notAnalyzedMany); ok {
		return strings.Split(rest, ", ")
	}
	return []string{strings.TrimPrefix(msg, notAnalyzedOne)}
}

// importFailure reports whether e is the type checker's word that an
// import of p could not be loaded ("could not import PATH (REASON)"), and
// which import.
func importFailure(p *packages.Package, e packages.Error) (*packages.Package, bool) {
	if e.Kind != packages.TypeError {
		return nil, false
	}
	rest, ok := strings.CutPrefix(e.Msg, "could not import ")
	if !ok {
		return nil, false
	}
	path, _, _ := strings.Cut(rest, " ")
	imp, ok := p.Imports[path]
	return imp, ok
}

// PackageName names a package by import path; test variants share the
// path of the package they extend.
func PackageName(p *packages.Package) string {
	if p.PkgPath != "" {
		return p.PkgPath
	}
	return p.ID
}

// isCompilerOutput reports whether e relays the output of the compiler run
// by `go list -export`: a "# importpath" header followed by compiler lines.
func isCompilerOutput(e packages.Error) bool {
	return e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ")
}

// packageErrorMessage renders a package error as "FILE:LINE:COL: MESSAGE",
// with the file relative to dir as findings are.
func packageErrorMessage(e packages.Error, dir string) string {
	if isCompilerOutput(e) {
		// The package is named already; drop the header line.
		if _, rest, ok := strings.Cut(e.Msg, "\n"); ok {
			return rest
		}
	}
	return withPosition(e, dir, e.Msg)
}

// withPosition prefixes msg with the position of e, relative to dir,
// when e has one.
func withPosition(e packages.Error, dir, msg string) string {
	if e.Pos == "" || e.Pos == "-" {
		return msg
	}
	return report.RelativePosition(e.Pos, dir) + ": " + msg
}

// hasSyntaxErrors reports whether a file of p did not parse: a parse error
// with a position in the file, not a file that could not be read.
func hasSyntaxErrors(p *packages.Package) bool {
	return slices.ContainsFunc(p.Errors, func(e packages.Error) bool {
		return e.Kind == packages.ParseError && e.Pos != "" && e.Pos != "-"
	})
}

// positionFile is the file of a "FILE:LINE[:COL]" position.
func positionFile(pos string) string {
	file := pos
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 || strings.Trim(file[i+1:], "0123456789") != "" {
			break
		}
		file = file[:i]
	}
	return file
}

// isTestMain reports whether p is the main package go generates to run
// the tests of another: its one file is in the build cache, not in the
// package's directory.
func isTestMain(p *packages.Package) bool {
	return p.Name == "main" && strings.HasSuffix(p.ID, ".test") && len(p.CompiledGoFiles) == 1 &&
		filepath.Dir(p.CompiledGoFiles[0]) != p.Dir
}
