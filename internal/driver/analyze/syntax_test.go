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

// testPackages are a package p with its test variant and external test
// package, whose variant's files begin with p's very files, and a package
// q whose variant was parsed apart from it.
func testPackages(t *testing.T) (p, variant, external, q, qVariant *packages.Package) {
	fset := token.NewFileSet()
	file := func(name string) *ast.File {
		f, err := parser.ParseFile(fset, name, "package p\nfunc F() {}\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	a, b, aTest, xTest := file("a.go"), file("b.go"), file("a_test.go"), file("x_test.go")
	p = &packages.Package{ID: "p", PkgPath: "p", Syntax: []*ast.File{a, b}}
	variant = &packages.Package{ID: "p [p.test]", PkgPath: "p", ForTest: "p", Syntax: []*ast.File{a, b, aTest}}
	external = &packages.Package{ID: "p_test [p.test]", PkgPath: "p_test", ForTest: "p", Syntax: []*ast.File{xTest}}
	q = &packages.Package{ID: "q", PkgPath: "q", Syntax: []*ast.File{file("q.go")}}
	qVariant = &packages.Package{ID: "q [q.test]", PkgPath: "q", ForTest: "q", Syntax: []*ast.File{file("q.go"), file("q_test.go")}}
	return p, variant, external, q, qVariant
}

func provided(s *sharedSyntax, pkg *packages.Package) *syntax.Result {
	res, ok := s.provide(syntax.Analyzer, pkg)
	if !ok {
		return nil
	}
	return res.(*syntax.Result)
}

func countFiles(r *syntax.Result) int {
	n := 0
	for range r.Preorder((*ast.File)(nil)) {
		n++
	}
	return n
}

func withTestHandlers(t *testing.T) {
	t.Helper()
	flag := declarations.Analyzer.Flags.Lookup(declarations.FlagTestHandlers)
	if err := flag.Value.Set("true"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { flag.Value.Set("false") })
}

// With test handlers reported, a package and its in-package test variant
// share one inspector when the variant's files begin with the package's
// very files; nothing else shares, and a package done lets its share go.
func TestShareSyntax(t *testing.T) {
	withTestHandlers(t)
	p, variant, external, q, qVariant := testPackages(t)
	s := shareSyntax([]*packages.Package{p, variant, external, q, qVariant})
	pRes, variantRes := provided(s, p), provided(s, variant)
	if pRes == nil || variantRes == nil {
		t.Fatalf("p and its test variant share no inspector")
	}
	if pRes.Inspector() != variantRes.Inspector() {
		t.Errorf("p and its test variant have two inspectors")
	}
	if got := countFiles(pRes); got != 2 {
		t.Errorf("p walks %d files, want its 2", got)
	}
	if got := countFiles(variantRes); got != 3 {
		t.Errorf("the test variant walks %d files, want its 3", got)
	}
	for _, pkg := range []*packages.Package{external, q, qVariant} {
		if provided(s, pkg) != nil {
			t.Errorf("%s shares an inspector", pkg.ID)
		}
	}
	if _, ok := s.provide(declarations.Analyzer, p); ok {
		t.Errorf("provided the result of another pass")
	}
	s.done(p)
	if provided(s, p) != nil {
		t.Errorf("p's share outlived its analysis")
	}
	if provided(s, variant) == nil {
		t.Errorf("the variant lost its share when p was done")
	}
}

// Without test handlers, the test variant owns only its test files, whose
// directives it reads (the declarations pass leaves them out of the
// walks): p's analysis answers for p's files, and p builds its own
// inspector.
func TestVariantOwnsItsTestFiles(t *testing.T) {
	p, variant, external, q, qVariant := testPackages(t)
	s := shareSyntax([]*packages.Package{p, variant, external, q, qVariant})
	for _, pkg := range []*packages.Package{p, external, q, qVariant} {
		if provided(s, pkg) != nil {
			t.Errorf("%s has a syntax result provided", pkg.ID)
		}
	}
	res := provided(s, variant)
	if res == nil {
		t.Fatalf("the test variant has no syntax result provided")
	}
	if owned := res.Owned(); len(owned) != 1 || owned[0] != variant.Syntax[2] {
		t.Errorf("the test variant owns %d files, want its test file", len(owned))
	}
	if got := countFiles(res); got != 1 {
		t.Errorf("the test variant walks %d files, want its test file", got)
	}
}
