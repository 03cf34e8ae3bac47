package errresult

import (
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// maxSensitiveDepth bounds how far mayBeSensitive follows variables.
const maxSensitiveDepth = 4

// mayBeSensitive reports whether the text of the error e, at the point
// at, may come from a source the program declares sensitive. It is
// errleak's question asked conservatively, for a fix that is about to
// show the text: an error is known safe only where it is built in place
// from safe operands, or returned by the framework or the standard
// library (which call nothing of the program's) and not declared
// sensitive itself; the error of any function of the program may pass
// one on.
func mayBeSensitive(pass *analysis.Pass, decls *declarations.Result, at inspector.Cursor, e ast.Expr, depth int) bool {
	if depth > maxSensitiveDepth {
		return true
	}
	info := pass.TypesInfo
	e = ast.Unparen(e)
	if t := info.TypeOf(e); t == nil || decls.IsSensitiveType(t) {
		return true
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || fn.Pkg() == nil || decls.IsSensitive(fn) {
			return true // a function value may be anything
		}
		path := fn.Pkg().Path()
		switch {
		case path == "errors" && (fn.Name() == "New" || fn.Name() == "Join"), path == "fmt" && fn.Name() == "Errorf":
			for _, arg := range e.Args {
				if ShowsError(info, arg) && mayBeSensitive(pass, decls, at, arg, depth+1) {
					return true
				}
			}
			return false
		case fn.Name() == "Error" && len(e.Args) == 0:
			if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
				return mayBeSensitive(pass, decls, at, sel.X, depth+1)
			}
			return true
		}
		return !profiles.Framework(path) && !standardLibrary(pass, fn)
	case *ast.UnaryExpr:
		return e.Op != token.AND || mayBeSensitive(pass, decls, at, e.X, depth+1)
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if ShowsError(info, elt) && mayBeSensitive(pass, decls, at, elt, depth+1) {
				return true
			}
		}
		return false
	case *ast.SelectorExpr:
		v, ok := info.Uses[e.Sel].(*types.Var)
		return !ok || !sentinel(v) || decls.IsSensitive(v)
	case *ast.Ident:
		v, ok := info.ObjectOf(e).(*types.Var)
		if !ok {
			return true
		}
		if sentinel(v) {
			return decls.IsSensitive(v)
		}
		reach := flow.Reaching(info, v, at)
		if len(reach.Defs) == 0 {
			return true
		}
		for _, d := range reach.Defs {
			if d.Zero || d.Outer || d.AddrOf || d.Value == nil || mayBeSensitive(pass, decls, d.At, d.Value, depth+1) {
				return true
			}
		}
		return false
	case *ast.BasicLit:
		return false
	}
	return true
}

// standardLibrary reports whether fn belongs to the standard library: a
// path with no dot in its first element, outside the module under
// analysis (whose path may have none), or, where the driver names no
// module, declared under GOROOT, as a file read from source names it or
// as export data does ("$GOROOT/src/…").
func standardLibrary(pass *analysis.Pass, fn *types.Func) bool {
	path := fn.Pkg().Path()
	if !edit.Standard(path) {
		return false
	}
	if m := pass.Module; m != nil && m.Path != "" {
		return path != m.Path && !strings.HasPrefix(path, m.Path+"/")
	}
	file := filepath.ToSlash(pass.Fset.Position(fn.Pos()).Filename)
	if strings.HasPrefix(file, "$GOROOT/src/") {
		return true
	}
	return build.Default.GOROOT != "" && strings.HasPrefix(file, filepath.ToSlash(filepath.Join(build.Default.GOROOT, "src"))+"/")
}
