package syntax_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"testing"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

func parse(t *testing.T, fset *token.FileSet, name, src string) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(fset, name, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func funcNames(r *syntax.Result) []string {
	var got []string
	for c := range r.Preorder((*ast.FuncDecl)(nil)) {
		got = append(got, c.Node().(*ast.FuncDecl).Name.Name)
	}
	return got
}

func fileNames(fset *token.FileSet, files []*ast.File) []string {
	var names []string
	for _, f := range files {
		names = append(names, fset.File(f.Pos()).Name())
	}
	return names
}

// A package walks the files it owns, and, without test handlers, not its
// test files; its directives are those of every file it owns.
func TestWalksTheFilesOwned(t *testing.T) {
	fset := token.NewFileSet()
	variant := []*ast.File{
		parse(t, fset, "a.go", "package p\nfunc A() {}\n"),
		parse(t, fset, "b.go", "package p\nfunc B() {}\n"),
		parse(t, fset, "a_test.go", "package p\nfunc TestA() {}\n"),
		parse(t, fset, "b_test.go", "package p\nfunc TestB() {}\n"),
	}
	builds := 0
	build := func() *inspector.Inspector { builds++; return inspector.New(variant) }
	for _, tc := range []struct {
		name        string
		r           *syntax.Result
		files       int
		walk, owned []string
	}{
		{"package sharing its variant's inspector", syntax.Shared(variant[:2], nil, build), 2,
			[]string{"A", "B"}, []string{"a.go", "b.go"}},
		{"the variant", syntax.Shared(variant, nil, build), 4,
			[]string{"A", "B", "TestA", "TestB"}, []string{"a.go", "b.go", "a_test.go", "b_test.go"}},
		{"the variant without test files", syntax.Shared(variant, nil, build).WithoutTestFiles(fset), 4,
			[]string{"A", "B"}, []string{"a.go", "b.go", "a_test.go", "b_test.go"}},
		{"the variant owning its test files", syntax.Shared(variant, []bool{false, false, true, true}, build), 4,
			[]string{"TestA", "TestB"}, []string{"a_test.go", "b_test.go"}},
		{"owning a file between two", syntax.Shared(variant, []bool{true, false, true, false}, build), 4,
			[]string{"A", "TestA"}, []string{"a.go", "a_test.go"}},
	} {
		if got := funcNames(tc.r); !slices.Equal(got, tc.walk) {
			t.Errorf("%s: walks %v, want %v", tc.name, got, tc.walk)
		}
		if got := fileNames(fset, tc.r.Owned()); !slices.Equal(got, tc.owned) {
			t.Errorf("%s: owns %v, want %v", tc.name, got, tc.owned)
		}
		walked := tc.r.Walked()
		if tc.r.WalksAny() != (len(tc.walk) > 0) {
			t.Errorf("%s: WalksAny() = %v, walking %v", tc.name, tc.r.WalksAny(), tc.walk)
		}
		if len(walked) != len(tc.walk) { // a function per file
			t.Errorf("%s: walks files %v, want those of %v", tc.name, fileNames(fset, walked), tc.walk)
		}
		extent := 0
		for _, f := range walked {
			extent += int(f.End() - f.Pos())
		}
		if got := tc.r.WalkedExtent(); got != extent || got == 0 {
			t.Errorf("%s: WalkedExtent() = %d, want %d, the walked files'", tc.name, got, extent)
		}
		for _, f := range variant[:tc.files] {
			want := slices.Contains(walked, f)
			if got := tc.r.Walks(f.Decls[0].Pos()); got != want {
				t.Errorf("%s: Walks(%s) = %v, want %v", tc.name, fset.File(f.Pos()).Name(), got, want)
			}
		}
	}
	if builds != 5 { // once per Result that walks
		t.Errorf("built %d inspectors, want one per result", builds)
	}
}

// A package that walks no file never builds its inspector.
func TestWalkingNothingBuildsNothing(t *testing.T) {
	fset := token.NewFileSet()
	files := []*ast.File{parse(t, fset, "a_test.go", "package p\nfunc TestA() {}\n")}
	r := syntax.Shared(files, nil, func() *inspector.Inspector {
		t.Fatal("built an inspector for a walk of no file")
		return nil
	}).WithoutTestFiles(fset)
	for range r.Preorder() {
		t.Error("walked a test file")
	}
	if r.WalksAny() || len(r.Walked()) != 0 || len(r.Owned()) != 1 {
		t.Errorf("walks %d files and owns %d, want 0 and 1", len(r.Walked()), len(r.Owned()))
	}
}

// The inspector is built on first use, once.
func TestInspectorIsBuiltOnFirstUseOnce(t *testing.T) {
	fset := token.NewFileSet()
	files := []*ast.File{parse(t, fset, "a.go", "package p\nvar x = 1\n")}
	builds := 0
	r := syntax.Shared(files, nil, func() *inspector.Inspector { builds++; return inspector.New(files) })
	if builds != 0 {
		t.Fatalf("built before first use")
	}
	if r.Inspector() != r.Inspector() || builds != 1 {
		t.Errorf("built %d times, want once", builds)
	}
	// Stopping a walk early stops it.
	n := 0
	for range r.Preorder() {
		n++
		break
	}
	if n != 1 {
		t.Errorf("walk went on after break")
	}
}
