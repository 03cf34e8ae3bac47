package srcorder

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// Files added to the file set in the reverse of the package's order still
// compare in the package's order.
func TestCompareFollowsFileOrder(t *testing.T) {
	fset := token.NewFileSet()
	second, err := parser.ParseFile(fset, "b.go", "package p\n\nfunc B() {}\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	first, err := parser.ParseFile(fset, "a.go", "package p\n\nfunc A() {}\n\nfunc A2() {}\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	files := []*ast.File{first, second}
	a, a2, b := first.Decls[0].Pos(), first.Decls[1].Pos(), second.Decls[0].Pos()
	if b >= a {
		t.Fatalf("the test needs b.go's positions below a.go's: %d, %d", b, a)
	}
	for _, c := range []struct {
		x, y token.Pos
		want int
	}{{a, b, -1}, {b, a, 1}, {a, a2, -1}, {a2, a, 1}, {a, a, 0}} {
		if got := Compare(files, c.x, c.y); sign(got) != c.want {
			t.Errorf("Compare(%d, %d) = %d, want sign %d", c.x, c.y, got, c.want)
		}
	}
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}
