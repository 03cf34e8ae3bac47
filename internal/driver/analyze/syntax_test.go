package analyze

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/ast/inspector"
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
	for _, pkg := range []*packages.Package{p, variant, external, q, qVariant} {
		pkg.Fset = fset
	}
	return p, variant, external, q, qVariant
}

// loadedSyntax shares the syntax of pkgs, every one of them loaded.
func loadedSyntax(pkgs ...*packages.Package) *sharedSyntax {
	s := shareSyntax(pkgs)
	for _, p := range pkgs {
		s.loaded(p)
	}
	return s
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
// very files; every other package has its own; a package done lets its
// result go, and its variant keeps its own.
func TestShareSyntax(t *testing.T) {
	withTestHandlers(t)
	p, variant, external, q, qVariant := testPackages(t)
	s := loadedSyntax(p, variant, external, q, qVariant)
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
	seen := map[*inspector.Inspector]bool{pRes.Inspector(): true}
	for _, pkg := range []*packages.Package{external, q, qVariant} {
		res := provided(s, pkg)
		if res == nil {
			t.Fatalf("%s has no syntax result provided", pkg.ID)
		}
		if seen[res.Inspector()] {
			t.Errorf("%s shares an inspector", pkg.ID)
		}
		seen[res.Inspector()] = true
		if got := countFiles(res); got != len(pkg.Syntax) {
			t.Errorf("%s walks %d files, want its %d", pkg.ID, got, len(pkg.Syntax))
		}
	}
	if _, ok := s.provide(declarations.Analyzer, p); ok {
		t.Errorf("provided the result of another pass")
	}
	s.done(p)
	if provided(s, p) != nil {
		t.Errorf("p's result outlived its analysis")
	}
	if provided(s, variant) == nil {
		t.Errorf("the variant lost its result when p was done")
	}
	s.done(variant)
	if provided(s, variant) != nil {
		t.Errorf("the variant's result outlived its analysis")
	}
}

// Without test handlers, the test variant owns only its test files, whose
// directives it reads (the declarations pass leaves them out of the
// walks): p's analysis answers for p's files, with its own inspector.
func TestVariantOwnsItsTestFiles(t *testing.T) {
	p, variant, external, q, qVariant := testPackages(t)
	s := loadedSyntax(p, variant, external, q, qVariant)
	for _, pkg := range []*packages.Package{p, external, q, qVariant} {
		res := provided(s, pkg)
		if res == nil {
			t.Fatalf("%s has no syntax result provided", pkg.ID)
		}
		if got := len(res.Owned()); got != len(pkg.Syntax) {
			t.Errorf("%s owns %d files, want its %d", pkg.ID, got, len(pkg.Syntax))
		}
	}
	res := provided(s, variant)
	if res == nil {
		t.Fatalf("the test variant has no syntax result provided")
	}
	if res.Inspector() == provided(s, p).Inspector() {
		t.Errorf("the test variant shares p's inspector")
	}
	if owned := res.Owned(); len(owned) != 1 || owned[0] != variant.Syntax[2] {
		t.Errorf("the test variant owns %d files, want its test file", len(owned))
	}
	if got := countFiles(res); got != 1 {
		t.Errorf("the test variant walks %d files, want its test file", got)
	}
	s.done(variant)
	if provided(s, p) == nil {
		t.Errorf("p lost its result when its variant was done")
	}
}

// As packages load, a package and its test variant start together, once
// both have loaded: the variant begins with the package's files, and the
// package reads the variant's tests (and, with test handlers reported,
// shares its inspector). Other packages start at once.
func TestLoadedStartsPairsTogether(t *testing.T) {
	ids := func(pkgs []*packages.Package) []string {
		var out []string
		for _, p := range pkgs {
			out = append(out, p.ID)
		}
		return out
	}
	for _, testHandlers := range []bool{false, true} {
		t.Run(fmt.Sprintf("test handlers %t", testHandlers), func(t *testing.T) {
			if testHandlers {
				withTestHandlers(t)
			}
			p, variant, external, q, qVariant := testPackages(t)
			s := shareSyntax([]*packages.Package{p, variant, external, q, qVariant})
			if got := ids(s.loaded(variant)); len(got) != 0 {
				t.Errorf("the variant started before its package loaded: %v", got)
			}
			if got := ids(s.loaded(external)); !slices.Equal(got, []string{external.ID}) {
				t.Errorf("the external test package loaded, started %v", got)
			}
			if got, want := ids(s.loaded(p)), []string{p.ID, variant.ID}; !slices.Equal(got, want) {
				t.Errorf("p loaded after its variant, started %v, want %v", got, want)
			}
			if got := ids(s.loaded(q)); len(got) != 0 {
				t.Errorf("q started before its variant loaded: %v", got)
			}
			if got, want := ids(s.loaded(qVariant)), []string{q.ID, qVariant.ID}; !slices.Equal(got, want) {
				t.Errorf("q's variant loaded, started %v, want %v", got, want)
			}
			for _, pkg := range []*packages.Package{p, variant, external, q, qVariant} {
				if provided(s, pkg) == nil {
					t.Errorf("%s started with no syntax result", pkg.ID)
				}
			}
		})
	}
}

// A package waits for its in-package test variant, and reads the
// variant's tests, as parsed and typed for the variant; a package whose
// variant was parsed apart reads none, since its declarations are not
// at the variant's positions.
func TestPackageReadsItsVariantsTests(t *testing.T) {
	p, variant, external, q, qVariant := testPackages(t)
	variant.TypesInfo, qVariant.TypesInfo = new(types.Info), new(types.Info)
	s := loadedSyntax(p, variant, external, q, qVariant)
	tests := provided(s, p).Tests()
	if tests == nil || len(tests.Files) != 1 || tests.Files[0] != variant.Syntax[2] || tests.Info != variant.TypesInfo {
		t.Errorf("p reads the tests %+v, want its variant's test file and types", tests)
	}
	if tests := provided(s, q).Tests(); tests != nil {
		t.Errorf("q reads the tests of a variant parsed apart: %+v", tests)
	}
	if owned := provided(s, variant).Owned(); len(owned) != 1 || owned[0] != variant.Syntax[2] {
		t.Errorf("the test variant owns %d files, want its test file", len(owned))
	}
}
