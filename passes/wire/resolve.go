package wire

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// layerOf resolves a middleware value (an element of a chain, the
// function of a wrapping call) to the layer it puts around what it wraps.
func (c *classifier) layerOf(at inspector.Cursor, e ast.Expr, depth int) Layer {
	if depth > maxDepth || e == nil {
		return unknown(e)
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		if cur, ok := c.cursor(e); ok {
			if l, ok := c.middleware(cur, "middleware", nil); ok {
				return l
			}
		}
	case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr, *ast.IndexListExpr:
		switch obj := flow.ObjectOf(c.info, e).(type) {
		case *types.Func:
			if l, ok := c.funcLayer(obj); ok {
				return l
			}
		case *types.Var:
			if obj.Kind() == types.LocalVar {
				reach := flow.Reaching(c.info, obj, at)
				if len(reach.Defs) == 1 && reach.Defs[0].Value != nil && !reach.Defs[0].AddrOf && reach.Defs[0].Index == 0 {
					return c.layerOf(reach.Defs[0].At, reach.Defs[0].Value, depth+1)
				}
			}
		}
	case *ast.CallExpr:
		if tv, ok := c.info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return c.layerOf(at, e.Args[0], depth+1) // a conversion
		}
		if fn, ok := typeutil.Callee(c.info, e).(*types.Func); ok {
			if l, ok := c.funcLayer(fn); ok {
				return l
			}
		}
	}
	return unknown(e)
}

// funcLayer tells the layer a function puts around a handler: as a
// middleware or adapter that takes it, or through the middleware it
// returns (a builder). It reports false for a function that is neither.
func (c *classifier) funcLayer(fn *types.Func) (Layer, bool) {
	fn = fn.Origin()
	if fn.Pkg() != c.pass.Pkg {
		var f LayerFact
		if c.pass.ImportObjectFact(fn, &f) {
			return f.Layer, true
		}
		return Layer{}, false
	}
	decl, ok := c.hs.Decl(fn)
	if !ok {
		return Layer{}, false
	}
	name := quoted(c.pass.Pkg, fn)
	if l, ok := c.middleware(decl, name, fn); ok {
		return l, true
	}
	return c.builder(decl, name, fn)
}

// builder classifies a function that returns middleware: what the
// middleware it returns does.
func (c *classifier) builder(decl inspector.Cursor, name string, fn *types.Func) (Layer, bool) {
	if l, ok := c.layers[decl.Node()]; ok {
		if l == nil {
			return Layer{Name: name, Unknown: true}, true
		}
		return *l, true
	}
	res := fn.Signature().Results()
	if res.Len() != 1 || !c.isMiddlewareType(res.At(0).Type()) {
		return Layer{}, false
	}
	c.layers[decl.Node()] = nil
	var layers []Layer
	for _, rc := range ownReturns(decl) {
		if ret := rc.Node().(*ast.ReturnStmt); len(ret.Results) == 1 {
			layers = append(layers, c.layerOf(rc, ret.Results[0], 1))
		}
	}
	l := combine(name, layers)
	l.Stamps = l.Stamps || c.decls.IsStamp(fn)
	c.layers[decl.Node()] = &l
	return l, true
}

// wrapperLayer tells the layer a call that wraps a handler at
// registration puts around it: withAuth(h), errs.WithProvenance(h). The
// frameworks' own adapters (mcp.NewTypedToolHandler) are shapes, not
// layers, and report false.
func (c *classifier) wrapperLayer(call *ast.CallExpr) (Layer, bool) {
	fn, _ := typeutil.Callee(c.info, call).(*types.Func)
	if fn != nil && fn.Pkg() != nil && profiles.Framework(fn.Pkg().Path()) {
		return Layer{}, false
	}
	if fn != nil {
		if l, ok := c.funcLayer(fn); ok {
			return l, true
		}
		return unknown(call.Fun), true
	}
	cur, ok := c.cursor(call)
	if !ok {
		return unknown(call.Fun), true
	}
	return c.layerOf(cur, call.Fun, 0), true
}

// wrapperLayers lists the layers of a registration's wrapping calls.
func (c *classifier) wrapperLayers(calls []*ast.CallExpr) []Layer {
	var out []Layer
	for _, call := range calls {
		if l, ok := c.wrapperLayer(call); ok {
			out = append(out, l)
		}
	}
	return out
}

// combine merges the layers one expression may be: it converts, recovers
// or stamps only if each of them does.
func combine(name string, layers []Layer) Layer {
	if len(layers) == 0 {
		return Layer{Name: name, Unknown: true}
	}
	l := Layer{Name: name, Converts: true, Recovers: RecoversToResult, Stamps: true}
	for _, x := range layers {
		l.Converts = l.Converts && x.Converts
		l.Recovers = min(l.Recovers, x.Recovers)
		l.Stamps = l.Stamps && x.Stamps
		l.Unknown = l.Unknown || x.Unknown
		for _, h := range x.Handlers {
			if !slices.Contains(l.Handlers, h) {
				l.Handlers = append(l.Handlers, h)
			}
		}
	}
	return l
}

func unknown(e ast.Expr) Layer {
	name := "middleware"
	if e != nil {
		name = types.ExprString(e)
	}
	return Layer{Name: name, Unknown: true}
}
