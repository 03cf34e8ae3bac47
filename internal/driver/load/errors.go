package load

import (
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
//   - a package loaded from source that has no error of its own but
//     cannot be analyzed because an import did not load, named with the
//     imports that did not.
func Errors(pkgs []*packages.Package, dir string) []report.Error {
	c := &collector{
		dir:     dir,
		seen:    make(map[report.Error]bool),
		counts:  make(map[string]int),
		failed:  make(map[*packages.Package]bool),
		modules: newModuleIndex(dir),
		shown:   make(map[string]bool),
	}
	packages.Visit(pkgs, nil, c.visit)
	return c.errs
}

// A collector gathers the errors of packages visited dependencies first.
type collector struct {
	dir    string
	errs   []report.Error
	seen   map[report.Error]bool
	counts map[string]int // errors reported, by package name
	// failed holds the packages that did not load or type-check, or
	// whose imports did not.
	failed  map[*packages.Package]bool
	modules *moduleIndex
	shown   map[string]bool // unavailable modules reported, as PATH@VERSION
}

func (c *collector) visit(p *packages.Package) {
	if len(p.Errors) == 0 && !p.IllTyped {
		return
	}
	c.failed[p] = true
	if mod, ok := c.unavailableModule(p); ok {
		c.reportModule(p, mod)
		return
	}
	typeErrors := len(p.TypeErrors) > 0
	for _, e := range p.Errors {
		if typeErrors && isCompilerOutput(e) {
			continue // the type checker said the same, with positions
		}
		if imp, ok := importFailure(p, e); ok && c.failed[imp] {
			continue // reported where it failed
		}
		c.addPackageError(p, packageErrorMessage(e, c.dir))
	}
	if len(p.Syntax) > 0 && c.counts[PackageName(p)] == 0 {
		if failed := c.failedImports(p); len(failed) > 0 {
			c.add(report.Error{Package: PackageName(p), Message: notAnalyzed(failed)})
		}
	}
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

// notAnalyzed says why a package with no error of its own is not analyzed.
func notAnalyzed(imports []string) string {
	if len(imports) == 1 {
		return "not analyzed: its import " + imports[0] + " did not load"
	}
	return "not analyzed: its imports " + strings.Join(imports, ", ") + " did not load"
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
