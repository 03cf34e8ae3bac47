package wire

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// syntaxIndex is what the pass reads of the package's syntax, from the
// walk the handlers pass makes of it (handlers.Index): its calls, the
// other sites that may hand on a function value, and the functions that
// call recover() in their own bodies.
type syntaxIndex struct {
	calls []handlers.CallSite
	// valueSites are the assignments, value specs and composite literals,
	// in source order.
	valueSites []inspector.Cursor
	// recovers holds the function declarations and literals whose own
	// body (not that of a closure inside) calls recover().
	recovers map[ast.Node]bool
	// lits are the cursors of the function literals: Cursor.FindNode
	// scans the whole package for one.
	lits map[*ast.FuncLit]inspector.Cursor
	// factoryDecls tells, by function of the package, whether it returns
	// a server.
	factoryDecls map[*types.Func]bool
}

// releaseSyntax lets go of what only the pass's run needs: the classifier
// stays with the result, for Recovery.
func (c *classifier) releaseSyntax() {
	c.calls, c.valueSites = nil, nil
}

// indexSyntax reads the index of the package's syntax.
func (c *classifier) indexSyntax() {
	idx := c.hs.Index()
	c.calls, c.valueSites, c.lits, c.recovers = idx.Calls, idx.ValueSites, idx.Lits, idx.Recovers
	c.factoryDecls = make(map[*types.Func]bool)
}

// factory returns the declared function whose own body holds the call,
// when it returns a server: a factory, or a candidate for one, whose
// servers are served where it is called. Nil otherwise, in a closure too:
// a closure returning a server hands it to whoever serves it.
func (c *classifier) factory(site *handlers.CallSite) *types.Func {
	fn := site.Decl()
	if fn == nil || !c.returnsServer(fn) {
		return nil
	}
	return fn
}

// returnsServer reports, once per function, whether fn returns a server.
func (c *classifier) returnsServer(fn *types.Func) bool {
	r, seen := c.factoryDecls[fn]
	if !seen {
		r = returnsServer(fn.Signature())
		c.factoryDecls[fn] = r
	}
	return r
}
