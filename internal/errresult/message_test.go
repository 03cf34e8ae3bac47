package errresult

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestShowsError: an operand shows an error's text where it is an error,
// an interface that may hold one, or holds either; a package's name in a
// selector is no operand, though its invalid type implements anything.
func TestShowsError(t *testing.T) {
	const src = `package p

import (
	"errors"
	"math"
	"strconv"
)

var (
	err   = errors.New("x")
	any_  any
	name  = "n"
	count = 3
)

var (
	a = err
	b = err.Error()
	c = "failed: " + err.Error()
	d = any_
	e = name
	f = math.MaxInt8
	g = strconv.Itoa(count)
	h = name + strconv.Quote(name)
)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: make(map[ast.Expr]types.TypeAndValue), Uses: make(map[*ast.Ident]types.Object), Defs: make(map[*ast.Ident]types.Object)}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"a": true, "b": true, "c": true, "d": true, "e": false, "f": false, "g": false, "h": false}
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, spec := range gen.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok {
				continue
			}
			name := vs.Names[0].Name
			w, ok := want[name]
			if !ok {
				continue
			}
			if got := ShowsError(info, vs.Values[0]); got != w {
				t.Errorf("ShowsError(%s) = %v, want %v", types.ExprString(vs.Values[0]), got, w)
			}
		}
	}
}
