package syntax_test

import (
	"go/ast"
	"go/parser"
	"go/token"
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

// A package that shares its test variant's inspector walks its own files
// only: the variant's test files come after them.
func TestPreorderWalksThePackagesOwnFiles(t *testing.T) {
	fset := token.NewFileSet()
	files := []*ast.File{
		parse(t, fset, "a.go", "package p\nfunc A() {}\n"),
		parse(t, fset, "b.go", "package p\nfunc B() {}\n"),
		parse(t, fset, "a_test.go", "package p\nfunc TestA() {}\n"),
	}
	builds := 0
	build := func() *inspector.Inspector { builds++; return inspector.New(files) }
	for _, tc := range []struct {
		files int
		want  []string
	}{
		{2, []string{"A", "B"}},
		{3, []string{"A", "B", "TestA"}},
	} {
		r := syntax.Shared(tc.files, build)
		var got []string
		for c := range r.Preorder((*ast.FuncDecl)(nil)) {
			got = append(got, c.Node().(*ast.FuncDecl).Name.Name)
		}
		if len(got) != len(tc.want) {
			t.Fatalf("Preorder over %d files: got %v, want %v", tc.files, got, tc.want)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Fatalf("Preorder over %d files: got %v, want %v", tc.files, got, tc.want)
			}
		}
	}
	if builds != 2 { // once per Result
		t.Errorf("built %d inspectors, want one per result", builds)
	}
}

// The inspector is built on first use, once.
func TestInspectorIsBuiltOnFirstUseOnce(t *testing.T) {
	fset := token.NewFileSet()
	files := []*ast.File{parse(t, fset, "a.go", "package p\nvar x = 1\n")}
	builds := 0
	r := syntax.Shared(1, func() *inspector.Inspector { builds++; return inspector.New(files) })
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
