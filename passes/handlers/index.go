package handlers

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// Index is what the package's walk meets that the passes after this one
// would walk the package again for: its calls, the other sites that may
// hand on a function value, its function literals, and the functions
// that call recover().
type Index struct {
	Calls []CallSite
	// ValueSites are the assignments, value specs and composite literals,
	// in source order.
	ValueSites []inspector.Cursor
	// Lits are the cursors of the function literals: Cursor.FindNode
	// scans the whole package for one.
	Lits map[*ast.FuncLit]inspector.Cursor
	// Recovers holds the function declarations and literals whose own
	// body (not that of a closure inside) calls recover().
	Recovers map[ast.Node]bool
}

// CallSite is a call of the package, in source order.
type CallSite struct {
	Cur  inspector.Cursor
	Call *ast.CallExpr // Cur's node, which Cursor.Node would read again
	// Callee is the function called, as typeutil.Callee has it (generic
	// functions in their generic form); nil for a call of a function
	// value, a builtin or a conversion.
	Callee *types.Func
	InTest bool
	// in is the innermost function holding the call; nil at package
	// level.
	in *enclosingFunc
}

// Decl returns the declared function whose own body holds the call; nil
// in a closure, and at package level.
func (s *CallSite) Decl() *types.Func {
	if s.in == nil {
		return nil
	}
	return s.in.fn
}

// Index returns the index of the package's calls, value sites and
// function literals, in the files the passes walk. The discovery of
// handlers makes it on its walk; a package that can hold no handler is
// walked for it on the first call.
func (r *Result) Index() *Index { return r.index() }

// indexer makes an Index on a walk of the package: the walk hands it the
// nodes of the kinds indexKinds lists, in order.
type indexer struct {
	pass *analysis.Pass
	idx  *Index
	// inTest: the file walked is a _test.go file.
	inTest bool
	// enclosing are the functions around the node visited, innermost
	// last.
	enclosing []*enclosingFunc
}

// indexKinds are the nodes an indexer is handed.
var indexKinds = []ast.Node{
	(*ast.File)(nil), (*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.CallExpr)(nil),
	(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil),
}

func newIndexer(pass *analysis.Pass, pkg *syntax.Result) *indexer {
	// Growing the lists by appending copies them over and over in a large
	// package: they are made to the size of the source walked, which
	// holds one call in 80 to 180 bytes and one value site in 150 to 220
	// (bench/gen's, the public servers', the examples).
	extent := pkg.WalkedExtent()
	return &indexer{pass: pass, idx: &Index{
		Calls:      make([]CallSite, 0, extent/64),
		ValueSites: make([]inspector.Cursor, 0, extent/128),
		Lits:       make(map[*ast.FuncLit]inspector.Cursor),
		Recovers:   make(map[ast.Node]bool),
	}}
}

// inner returns the innermost function around a node at pos, leaving
// those that end before it; nil at package level. Any position within
// the node tells.
func (x *indexer) inner(pos token.Pos) *enclosingFunc {
	for len(x.enclosing) > 0 && pos >= x.enclosing[len(x.enclosing)-1].end {
		x.enclosing = x.enclosing[:len(x.enclosing)-1]
	}
	if len(x.enclosing) == 0 {
		return nil
	}
	return x.enclosing[len(x.enclosing)-1]
}

// file starts a file.
func (x *indexer) file(f *ast.File) {
	x.inTest = syntax.InTestFile(x.pass.Fset, f.Pos())
	x.enclosing = x.enclosing[:0]
}

// funcDecl enters a function declaration, fn its object (nil if the type
// map has none).
func (x *indexer) funcDecl(n *ast.FuncDecl, fn *types.Func) {
	x.inner(n.Name.NamePos)
	x.enclosing = append(x.enclosing, &enclosingFunc{node: n, end: n.End(), fn: fn})
}

// funcLit enters a function literal.
func (x *indexer) funcLit(cur inspector.Cursor, n *ast.FuncLit) {
	x.idx.Lits[n] = cur
	x.inner(n.Type.Func)
	x.enclosing = append(x.enclosing, &enclosingFunc{node: n, end: n.End(), lit: n})
}

// call records a call, of callee as typeutil.Callee tells it.
func (x *indexer) call(cur inspector.Cursor, n *ast.CallExpr, callee types.Object) {
	site := CallSite{Cur: cur, Call: n, InTest: x.inTest, in: x.inner(n.Lparen)}
	switch obj := callee.(type) {
	case *types.Func:
		site.Callee = obj
	case *types.Builtin:
		if obj.Name() == "recover" && site.in != nil {
			x.idx.Recovers[site.in.node] = true
		}
	}
	x.idx.Calls = append(x.idx.Calls, site)
}

// valueSite records an assignment, a value spec or a composite literal.
func (x *indexer) valueSite(cur inspector.Cursor) {
	x.idx.ValueSites = append(x.idx.ValueSites, cur)
}

// walkIndex makes the index alone, for a package the discovery does not
// walk.
func walkIndex(pass *analysis.Pass, pkg *syntax.Result) *Index {
	x := newIndexer(pass, pkg)
	for cur := range pkg.Preorder(indexKinds...) {
		switch n := cur.Node().(type) {
		case *ast.File:
			x.file(n)
		case *ast.FuncDecl:
			fn, _ := pass.TypesInfo.Defs[n.Name].(*types.Func)
			x.funcDecl(n, fn)
		case *ast.FuncLit:
			x.funcLit(cur, n)
		case *ast.CallExpr:
			x.call(cur, n, typeutil.Callee(pass.TypesInfo, n))
		default:
			x.valueSite(cur)
		}
	}
	return x.idx
}
