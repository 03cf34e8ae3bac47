package main

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// loadMode is the go/packages mode the rules need. Without facts only the
// packages named on the command line need syntax and types from source;
// their dependencies come from compiler export data, which is much cheaper.
// A rule that uses facts (itself or through a required pass) must see every
// dependency from source, as the checker's own driver does.
func loadMode(rules []*analysis.Analyzer) packages.LoadMode {
	if usesFacts(rules) {
		return packages.LoadAllSyntax | packages.NeedModule
	}
	return packages.LoadSyntax | packages.NeedModule
}

// usesFacts reports whether any of the analyzers, or any analyzer they
// require transitively, declares fact types.
func usesFacts(analyzers []*analysis.Analyzer) bool {
	seen := make(map[*analysis.Analyzer]bool)
	queue := append([]*analysis.Analyzer(nil), analyzers...)
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		if seen[a] {
			continue
		}
		seen[a] = true
		if len(a.FactTypes) > 0 {
			return true
		}
		queue = append(queue, a.Requires...)
	}
	return false
}

// loadPackages loads the packages matching patterns in dir. The error is
// for failures of the whole load; errors of single packages are recorded on
// the packages and gathered by packageErrors.
func loadPackages(dir string, patterns []string, tests bool, mode packages.LoadMode) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:  mode,
		Dir:   dir,
		Tests: tests,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	return pkgs, nil
}

// packageErrors gathers the load, parse and type errors of the packages and
// of everything they import, once per package and message: a package and
// its test variants repeat the same errors.
func packageErrors(pkgs []*packages.Package, dir string) []runError {
	var errs []runError
	seen := make(map[runError]bool)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		typeErrors := len(p.TypeErrors) > 0
		for _, e := range p.Errors {
			if typeErrors && isCompilerOutput(e) {
				continue // the type checker said the same, with positions
			}
			re := runError{Package: packageName(p), Message: packageErrorMessage(e, dir)}
			if !seen[re] {
				seen[re] = true
				errs = append(errs, re)
			}
		}
	})
	return errs
}

// packageName names a package by import path; test variants share the
// path of the package they extend.
func packageName(p *packages.Package) string {
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
	if e.Pos == "" || e.Pos == "-" {
		return e.Msg
	}
	return relativePosition(e.Pos, dir) + ": " + e.Msg
}
