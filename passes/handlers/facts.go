package handlers

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// Middleware is the package fact of whether a provenance middleware, a
// function stamping provenance that takes a handler, is in reach of the
// package: declared in it or in a package it imports. Installed as a
// value, one stamps every tool of a server; where none is in reach, the
// discovery need not find the functions the package uses as values to
// look for one.
type Middleware struct {
	InReach bool
}

func (*Middleware) AFact() {}

func (m *Middleware) String() string {
	if m.InReach {
		return "middleware in reach"
	}
	return "no middleware in reach"
}

// middlewareInReach tells whether a provenance middleware may be in reach
// of the package: a stamp, declared by a directive or inferred, of the
// package or of one it imports, that takes a handler; or any function the
// -provenance flag names.
func middlewareInReach(pass *analysis.Pass, decls *declarations.Result) bool {
	if !decls.Program.Stamps {
		return false // the program declares no stamp at all
	}
	if decls.Config.Provenance.String() != "" {
		return true // the flag may name any function, of any package
	}
	for _, imp := range pass.Pkg.Imports() {
		var m Middleware
		if pass.ImportPackageFact(imp, &m) && m.InReach {
			return true
		}
	}
	// Directives and inference declare the package's stamps on its
	// function declarations, in whichever of its files.
	for _, f := range pass.Files {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if ok && takesHandler(decls.IsHandler, fn.Signature()) && decls.IsStamp(fn) {
				return true
			}
		}
	}
	return false
}
