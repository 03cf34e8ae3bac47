package load

import (
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Errors gathers the load, parse and type errors of the packages and
// of everything they import, once per package and message: a package and
// its test variants repeat the same errors.
func Errors(pkgs []*packages.Package, dir string) []report.Error {
	var errs []report.Error
	seen := make(map[report.Error]bool)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		typeErrors := len(p.TypeErrors) > 0
		for _, e := range p.Errors {
			if typeErrors && isCompilerOutput(e) {
				continue // the type checker said the same, with positions
			}
			re := report.Error{Package: PackageName(p), Message: packageErrorMessage(e, dir)}
			if !seen[re] {
				seen[re] = true
				errs = append(errs, re)
			}
		}
	})
	return errs
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
	if e.Pos == "" || e.Pos == "-" {
		return e.Msg
	}
	return report.RelativePosition(e.Pos, dir) + ": " + e.Msg
}
