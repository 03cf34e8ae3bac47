package analyze

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// A package and its in-package test variant share one inspector when the
// variant's files begin with the package's very files; nothing else
// shares, and a package done lets its share go.
func TestShareSyntax(t *testing.T) {
	fset := token.NewFileSet()
	file := func(name string) *ast.File {
		f, err := parser.ParseFile(fset, name, "package p\nfunc F() {}\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	a, b, aTest, xTest := file("a.go"), file("b.go"), file("a_test.go"), file("x_test.go")
	p := &packages.Package{ID: "p", PkgPath: "p", Syntax: []*ast.File{a, b}}
	variant := &packages.Package{ID: "p [p.test]", PkgPath: "p", ForTest: "p", Syntax: []*ast.File{a, b, aTest}}
	external := &packages.Package{ID: "p_test [p.test]", PkgPath: "p_test", ForTest: "p", Syntax: []*ast.File{xTest}}
	// q's variant was parsed apart from q: nothing to share.
	q := &packages.Package{ID: "q", PkgPath: "q", Syntax: []*ast.File{file("q.go")}}
	qVariant := &packages.Package{ID: "q [q.test]", PkgPath: "q", ForTest: "q", Syntax: []*ast.File{file("q.go"), file("q_test.go")}}

	s := shareSyntax([]*packages.Package{p, variant, external, q, qVariant})
	provided := func(pkg *packages.Package) *syntax.Result {
		res, ok := s.provide(syntax.Analyzer, pkg)
		if !ok {
			return nil
		}
		return res.(*syntax.Result)
	}
	pRes, variantRes := provided(p), provided(variant)
	if pRes == nil || variantRes == nil {
		t.Fatalf("p and its test variant share no inspector")
	}
	if pRes.Inspector() != variantRes.Inspector() {
		t.Errorf("p and its test variant have two inspectors")
	}
	count := func(r *syntax.Result) int {
		n := 0
		for range r.Preorder((*ast.File)(nil)) {
			n++
		}
		return n
	}
	if got := count(pRes); got != 2 {
		t.Errorf("p walks %d files, want its 2", got)
	}
	if got := count(variantRes); got != 3 {
		t.Errorf("the test variant walks %d files, want its 3", got)
	}
	for _, pkg := range []*packages.Package{external, q, qVariant} {
		if provided(pkg) != nil {
			t.Errorf("%s shares an inspector", pkg.ID)
		}
	}
	if _, ok := s.provide(declarations.Analyzer, p); ok {
		t.Errorf("provided the result of another pass")
	}
	s.done(p)
	if provided(p) != nil {
		t.Errorf("p's share outlived its analysis")
	}
	if provided(variant) == nil {
		t.Errorf("the variant lost its share when p was done")
	}
}
