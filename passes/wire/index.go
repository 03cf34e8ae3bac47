package wire

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// callSite is a call of the package, with what the pass asks of each call
// answered once.
type callSite struct {
	cur  inspector.Cursor
	call *ast.CallExpr // cur's node, which Cursor.Node would read again
	// callee is the function called, as typeutil.Callee has it; nil for a
	// call of a function value, a builtin or a conversion.
	callee *types.Func
	// factory is the declared function whose own body holds the call,
	// when it returns a server: a factory, or a candidate for one, whose
	// servers are served where it is called. Nil otherwise, in a closure
	// too: a closure returning a server hands it to whoever serves it.
	factory *types.Func
	inTest  bool
}

// syntaxIndex is what one walk of the package's syntax finds for the
// pass: its calls, the other sites that may hand on a function value, and
// the functions that call recover() in their own bodies.
type syntaxIndex struct {
	calls []callSite
	// valueSites are the assignments, value specs and composite literals,
	// in source order.
	valueSites []inspector.Cursor
	// recovers holds the function declarations and literals whose own
	// body (not that of a closure inside) calls recover().
	recovers map[ast.Node]bool
	// lits are the cursors of the function literals: Cursor.FindNode
	// scans the whole package for one.
	lits map[*ast.FuncLit]inspector.Cursor
	// serverDecls are the functions of the package, with a body, that
	// return a server: the candidates for a factory.
	serverDecls map[*types.Func]bool
}

// releaseSyntax lets go of what only the pass's run needs: the classifier
// stays with the result, for Recovery.
func (c *classifier) releaseSyntax() {
	c.calls, c.valueSites = nil, nil
}

// indexSyntax makes the pass's one walk over the package's syntax.
func (c *classifier) indexSyntax() {
	type frame struct {
		fn      ast.Node
		end     token.Pos
		factory *types.Func
	}
	var enclosing []frame // innermost last
	inTest := false
	// Every call records at least two expressions in the type map, its
	// own and its function's: growing the slices by appending copies
	// them over and over in a large package.
	c.calls = make([]callSite, 0, len(c.info.Types)/4)
	c.valueSites = make([]inspector.Cursor, 0, len(c.info.Types)/16)
	c.recovers = make(map[ast.Node]bool)
	c.lits = make(map[*ast.FuncLit]inspector.Cursor)
	c.serverDecls = make(map[*types.Func]bool)
	kinds := []ast.Node{
		(*ast.File)(nil), (*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.CallExpr)(nil),
		(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.CompositeLit)(nil),
	}
	for cur := range c.decls.Syntax.Preorder(kinds...) {
		n := cur.Node()
		if f, ok := n.(*ast.File); ok {
			inTest = syntax.InTestFile(c.pass.Fset, f.Pos())
			enclosing = enclosing[:0]
			continue
		}
		// Leave the functions that end before n. Any position within n
		// tells, and those below are fields, where Pos may recurse.
		var at token.Pos
		switch n := n.(type) {
		case *ast.FuncDecl:
			at = n.Name.NamePos
		case *ast.FuncLit:
			at = n.Type.Func
		case *ast.CallExpr:
			at = n.Lparen
		}
		for at.IsValid() && len(enclosing) > 0 && at >= enclosing[len(enclosing)-1].end {
			enclosing = enclosing[:len(enclosing)-1]
		}
		switch n := n.(type) {
		case *ast.FuncDecl:
			var factory *types.Func
			if fn, ok := c.info.Defs[n.Name].(*types.Func); ok && returnsServer(fn.Signature()) {
				factory = fn
				if n.Body != nil {
					c.serverDecls[fn] = true
				}
			}
			enclosing = append(enclosing, frame{fn: n, end: n.End(), factory: factory})
		case *ast.FuncLit:
			c.lits[n] = cur
			enclosing = append(enclosing, frame{fn: n, end: n.End()})
		case *ast.CallExpr:
			site := callSite{cur: cur, call: n, inTest: inTest}
			switch obj := typeutil.Callee(c.info, n).(type) {
			case *types.Func:
				site.callee = obj
			case *types.Builtin:
				if obj.Name() == "recover" && len(enclosing) > 0 {
					c.recovers[enclosing[len(enclosing)-1].fn] = true
				}
			}
			if len(enclosing) > 0 {
				site.factory = enclosing[len(enclosing)-1].factory
			}
			c.calls = append(c.calls, site)
		default:
			c.valueSites = append(c.valueSites, cur)
		}
	}
}
