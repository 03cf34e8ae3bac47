package handlers

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/toolerrlint/toolerrlint/internal/flow"
)

// handlerID names the handler whose function node is n across packages:
// the package path, the file's base name and the offset in it.
func (d *discovery) handlerID(n ast.Node) string {
	f := d.pass.Fset.File(n.Pos())
	// As fmt.Sprintf("%s#%s:%d", …) would write it, without its
	// reflection: a large package has thousands of handlers.
	return d.pass.Pkg.Path() + "#" + filepath.Base(f.Name()) + ":" + strconv.Itoa(f.Offset(n.Pos()))
}

// resolveReturned maps each function that returns handlers to them.
func (d *discovery) resolveReturned() {
	for fn, exprs := range d.returned {
		var hs []*Handler
		for _, e := range exprs {
			for _, h := range d.handlersOf(e, 0) {
				if !slices.Contains(hs, h) {
					hs = append(hs, h)
				}
			}
		}
		if len(hs) > 0 {
			sortHandlers(d.pass.Files, hs)
			d.res.Returned[fn] = hs
		}
	}
}

// handlersOf lists the handlers of this package an expression evaluates to.
func (d *discovery) handlersOf(e ast.Expr, depth int) []*Handler {
	if depth > maxDepth || e == nil {
		return nil
	}
	info := d.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		if h := d.res.byNode[e]; h != nil {
			return []*Handler{h}
		}
	case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr, *ast.IndexListExpr:
		switch obj := flow.ObjectOf(info, e).(type) {
		case *types.Func:
			if c, ok := d.res.Decl(obj); ok {
				if h := d.res.byNode[c.Node()]; h != nil {
					return []*Handler{h}
				}
			}
		case *types.Var:
			var out []*Handler
			for _, def := range d.varDefs[obj] {
				out = append(out, d.handlersOf(def, depth+1)...)
			}
			return out
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return d.handlersOf(e.Args[0], depth+1) // a conversion
		}
	}
	return nil
}
