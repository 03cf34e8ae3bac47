package ruletest

import (
	"bytes"
	"cmp"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/fix"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A suggested is one suggested fix, with the diagnostic it fixes.
type suggested struct {
	at      string // the diagnostic's position
	message string
	edits   []report.Edit
}

// CheckFixes runs rule on the packages of the testdata tree dir matching
// patterns, as RunProgram loads them but with the packages of the tree
// they import analyzed too (their declarations shape the fixes), and
// holds every suggested fix it offers to what a person applying it
// expects: the fixed file is as gofmt prints it, and its package
// type-checks. Each fix is checked alone, as an editor applies it, and
// all the fixes of a package together, as analysistest writes the
// goldens; the fixes on the package's other files count only in the
// second. It returns how many fixes it checked, so that a caller can tell
// a rule that offers none.
func CheckFixes(t *testing.T, dir string, rule *analysis.Analyzer, patterns ...string) int {
	t.Helper()
	pkgs, err := loadProgram(dir, withLocalDeps(t, dir, patterns), nil)
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{rule}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	fset := pkgs[0].Fset
	var fixes []suggested
	seen := make(map[string]bool)
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if act.Analyzer != rule {
			continue
		}
		for _, d := range act.Diagnostics {
			for _, sf := range d.SuggestedFixes {
				if fx, ok := newSuggested(dir, fset, d, sf, seen); ok {
					fixes = append(fixes, fx)
				}
			}
		}
	}
	c := &fixChecker{t: t, dir: dir, fset: fset, pkgs: pkgs, imported: make(map[string]*types.Package)}
	byPackage := make(map[*packages.Package][]suggested)
	for _, fx := range fixes {
		if len(fx.edits) == 0 {
			t.Errorf("%s: fix %q has no edits", fx.at, fx.message)
			continue
		}
		p := c.packageOf(fx.edits[0].File)
		if p == nil {
			t.Errorf("%s: fix %q edits %s, in no package loaded", fx.at, fx.message, fx.edits[0].File)
			continue
		}
		byPackage[p] = append(byPackage[p], fx)
		c.check(p, fmt.Sprintf("%s: fix %q", fx.at, fx.message), []suggested{fx}, false)
	}
	for _, p := range slices.SortedFunc(maps.Keys(byPackage), func(a, b *packages.Package) int { return cmp.Compare(a.ID, b.ID) }) {
		c.check(p, fmt.Sprintf("the %d fixes of %s applied together", len(byPackage[p]), p.PkgPath), byPackage[p], true)
	}
	return len(fixes)
}

// newSuggested returns the fix sf of the diagnostic d, its edits as the
// command writes them; false where seen holds it already: a package and
// its test variant suggest alike.
func newSuggested(dir string, fset *token.FileSet, d analysis.Diagnostic, sf analysis.SuggestedFix, seen map[string]bool) (suggested, bool) {
	fx := suggested{at: relative(dir, fset.Position(d.Pos)), message: sf.Message}
	for _, e := range sf.TextEdits {
		start, end := fset.Position(e.Pos), fset.Position(e.End)
		if !e.End.IsValid() {
			end = start
		}
		fx.edits = append(fx.edits, report.Edit{File: start.Filename, Start: start.Offset, End: end.Offset, NewText: string(e.NewText)})
	}
	id := fmt.Sprintf("%s %q %v", fx.at, fx.message, fx.edits)
	if seen[id] {
		return fx, false
	}
	seen[id] = true
	return fx, true
}

// fixChecker applies fixes to the sources of a loaded program and
// type-checks the result.
type fixChecker struct {
	t        *testing.T
	dir      string
	fset     *token.FileSet
	pkgs     []*packages.Package
	imported map[string]*types.Package // packages a fix imports anew
}

// packageOf returns the package that compiles file: its test variant when
// file is a test file, so that the test files type-check with it.
func (c *fixChecker) packageOf(file string) *packages.Package {
	var found *packages.Package
	for _, p := range c.pkgs {
		if !slices.Contains(p.CompiledGoFiles, file) {
			continue
		}
		isTest := strings.HasSuffix(p.ID, ".test]") || strings.HasSuffix(p.PkgPath, "_test")
		if found == nil || isTest && strings.HasSuffix(file, "_test.go") {
			found = p
		}
	}
	return found
}

// check applies fixes to the files of p and reports, under what, a fixed
// file gofmt would change and every error type-checking p then gives.
// Fixes applied together may leave an import unused: each deletes an
// import only when it removes the import's last use alone, and two may
// each remove one of its last two. Whatever applies fixes together
// removes those imports (toolerrlint -fix, go vet -fix), so they
// are no error then.
func (c *fixChecker) check(p *packages.Package, what string, fixes []suggested, together bool) {
	t := c.t
	t.Helper()
	byFile := make(map[string][]report.Edit)
	for _, fx := range fixes {
		for _, e := range fx.edits {
			if !slices.Contains(byFile[e.File], e) {
				byFile[e.File] = append(byFile[e.File], e)
			}
		}
	}
	fixed := make(map[string][]byte)
	for file, edits := range byFile {
		if !slices.Contains(p.CompiledGoFiles, file) {
			t.Errorf("%s: edits %s, outside package %s", what, relative(c.dir, token.Position{Filename: file}), p.PkgPath)
			return
		}
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out, err := applyEdits(src, edits)
		if err != nil {
			t.Errorf("%s: %s: %v", what, relative(c.dir, token.Position{Filename: file}), err)
			return
		}
		fixed[file] = out
		formatted, err := format.Source(out)
		switch {
		case err != nil:
			t.Errorf("%s: the fixed %s does not parse: %v\n%s", what, relative(c.dir, token.Position{Filename: file}), err, out)
			return
		case !bytes.Equal(formatted, out):
			t.Errorf("%s: gofmt changes the fixed %s:\n%s", what, relative(c.dir, token.Position{Filename: file}), FirstDifference(string(out), string(formatted)))
		}
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range p.CompiledGoFiles {
		src, ok := fixed[name]
		if !ok {
			var err error
			if src, err = os.ReadFile(name); err != nil {
				t.Fatal(err)
			}
		}
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return
		}
		files = append(files, f)
	}
	conf := types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) { return c.importPackage(p, path) }),
		Error: func(err error) {
			msg := err.Error()
			if te, ok := err.(types.Error); ok {
				if together && te.Soft && strings.HasSuffix(te.Msg, "imported and not used") {
					return
				}
				posn := te.Fset.Position(te.Pos)
				msg = fmt.Sprintf("%s: %s", relative(c.dir, posn), te.Msg)
				if src, ok := fixed[posn.Filename]; ok {
					msg += "\n\t" + strings.TrimSpace(strings.Split(string(src), "\n")[posn.Line-1])
				}
			}
			t.Errorf("%s: the fixed package does not type-check: %s", what, msg)
		},
	}
	_, _ = conf.Check(p.PkgPath, fset, files, nil)
}

// importPackage returns the package path as p's own imports see it, or,
// for a package that only a fix imports, as the go command loads it.
func (c *fixChecker) importPackage(p *packages.Package, path string) (*types.Package, error) {
	for _, imp := range p.Types.Imports() {
		if imp.Path() == path {
			return imp, nil
		}
	}
	if pkg, ok := c.imported[path]; ok {
		return pkg, nil
	}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes,
		Dir:  filepath.Join(c.dir, "src"),
		Env:  append(os.Environ(), "GOPATH="+c.dir, "GO111MODULE=off", "GOWORK=off", "GOFLAGS="),
	}
	loaded, err := packages.Load(cfg, path)
	if err != nil {
		return nil, err
	}
	if len(loaded) != 1 || len(loaded[0].Errors) > 0 || loaded[0].Types == nil {
		return nil, fmt.Errorf("cannot load %s", path)
	}
	c.imported[path] = loaded[0].Types
	return loaded[0].Types, nil
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// applyEdits applies edits, none overlapping another, to src, as the
// command's -fix does.
func applyEdits(src []byte, edits []report.Edit) ([]byte, error) {
	edits = slices.Clone(edits)
	slices.SortFunc(edits, func(a, b report.Edit) int { return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End)) })
	at := 0
	for _, e := range edits {
		if e.Start < at || e.End < e.Start || e.End > len(src) {
			return nil, fmt.Errorf("edit of bytes %d to %d overlaps another or lies outside the file", e.Start, e.End)
		}
		at = e.End
	}
	return fix.ApplyEdits(src, edits), nil
}

// FirstDifference shows the first line at which two texts differ, with
// its number: what a test failure needs of two long outputs.
func FirstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range max(len(al), len(bl)) {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n\t- %q\n\t+ %q", i+1, x, y)
		}
	}
	return "(no line differs)"
}
