package pinned

import (
	"go/ast"
	"go/token"
	"strconv"
)

// region is what one test holds outside its subtests: its string
// literals, whether it asserts an error, and what its reader notes of
// it: the package's functions it refers to (refs), the tools it calls
// through a client (called).
type region struct {
	refs     []token.Pos
	called   []string
	literals []string
	asserts  bool
	subtests []*ast.FuncLit
}

// walk reads body, a function of the test files, as a test, and each
// subtest within it (t.Run's function) as one too, and calls found with
// each that asserts one of the errors newAsserted's tell. A subtest
// holds what the functions around it hold: a table-driven test declares
// its handler and its messages in the table, and asserts in the subtest.
// visit sees each node of a test, but those of its subtests, to note
// what its reader needs in the region.
func walk(body *ast.BlockStmt, newAsserted func() *asserted, visit func(n ast.Node, r *region), found func(r region)) {
	var read func(body *ast.BlockStmt, outer region)
	read = func(body *ast.BlockStmt, outer region) {
		own := readRegion(body, newAsserted(), visit)
		own.refs = append(own.refs, outer.refs...)
		own.called = append(own.called, outer.called...)
		own.literals = append(own.literals, outer.literals...)
		if own.asserts {
			found(own)
		}
		for _, sub := range own.subtests {
			read(sub.Body, own)
		}
	}
	read(body, region{})
}

// readRegion reads body, but for the subtests within it.
func readRegion(body *ast.BlockStmt, a *asserted, visit func(n ast.Node, r *region)) region {
	var r region
	subtests := make(map[*ast.FuncLit]bool)
	// The keys of map literals name arguments ("owner": "octo"): the texts
	// a test expects are values.
	keys := make(map[ast.Expr]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			keys[n.Key] = true
		case *ast.FuncLit:
			if subtests[n] {
				r.subtests = append(r.subtests, n)
				return false
			}
		case *ast.CallExpr:
			if lit, ok := subtest(n); ok {
				subtests[lit] = true
			}
			r.asserts = r.asserts || a.call(n)
		case *ast.IfStmt:
			a.guard(n)
			r.asserts = r.asserts || a.failsIfNil(n)
		case *ast.BasicLit:
			if s, ok := stringValue(n); ok && !keys[n] {
				r.literals = append(r.literals, s)
			}
		}
		if n != nil {
			visit(n, &r)
		}
		return true
	})
	return r
}

// stringValue returns the value of a non-empty string literal.
func stringValue(lit *ast.BasicLit) (string, bool) {
	if lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil && s != ""
}

// subtest returns the function a call of Run (t.Run, suite.Run, b.Run)
// runs as a subtest.
func subtest(call *ast.CallExpr) (*ast.FuncLit, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Run" || len(call.Args) != 2 {
		return nil, false
	}
	lit, ok := ast.Unparen(call.Args[1]).(*ast.FuncLit)
	return lit, ok
}
