// Package syntax holds the inspector the passes and rules walk a package
// with, built on first use: packages no one walks never pay for it, and
// which of the package's files they walk.
//
// The inspector may span more files than the package's own, after them.
// A driver that analyzes a package and its in-package test variant,
// whose files begin with the package's (go/packages shares their
// syntax), may build one inspector for both with Shared: it is the
// largest allocation of the analysis, and the variant's walk covers the
// package's files anyway. Walk the package with Preorder, never from the
// inspector's root; cursors, their parents and FindNode work as usual.
//
// A package's analysis answers for the files it owns: all of them, unless
// a driver that analyzes the package's own files elsewhere gives a test
// variant only its test files (Shared). The comments pass reads the
// directives of the files owned; the passes walk those of them that
// WithoutTestFiles leaves, when test handlers are not reported.
//
// A package's in-package tests, their files and the types of their
// expressions, are read beside it (Tests): what they assert of a handler
// decides which fixes are offered. A driver that analyzes the package's
// own files apart from its test variant hands the package the variant's
// (WithTests).
package syntax

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/modtree"
)

// Analyzer builds no more than the package's Result: the inspector comes
// on first use.
var Analyzer = &analysis.Analyzer{
	Name:             "toolerrsyntax",
	Doc:              "build the syntax inspector the other passes share, on first use",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
}

// Result is one package's inspector, to be built on first use, and the
// files the package's analysis owns and walks.
type Result struct {
	inspector func() *inspector.Inspector
	// files are the package's files, the inspector's first files, in order.
	files []*ast.File
	// owned and walked say, by index in files, whether the analysis
	// answers for the file, and whether the passes walk it. Nil: all.
	owned, walked []bool
	// spans are the files' extents, by position, for Walks.
	spans []span
	tests *Tests
}

// Tests are the _test.go files of a package's in-package tests and the
// types of their expressions. Info may be a test variant's, which
// type-checked its own copy of the package: its objects for the
// package's declarations are not the package's, but are declared at the
// same positions.
type Tests struct {
	Files []*ast.File
	Info  *types.Info
}

// TestsIn returns the tests among files, whose types info holds, or nil
// if none of them is a test file, or there are no types to read them by.
func TestsIn(fset *token.FileSet, files []*ast.File, info *types.Info) *Tests {
	if fset == nil || info == nil {
		return nil
	}
	var tests []*ast.File
	for _, f := range files {
		if InTestFile(fset, f.Pos()) {
			tests = append(tests, f)
		}
	}
	if tests == nil {
		return nil
	}
	return &Tests{Files: tests, Info: info}
}

// span is the extent of one file, and whether the passes walk it.
type span struct {
	start, end token.Pos
	walked     bool
}

func run(pass *analysis.Pass) (any, error) {
	files := pass.Files
	r := Shared(files, nil, func() *inspector.Inspector { return inspector.New(files) })
	return r.WithTests(TestsIn(pass.Fset, files, pass.TypesInfo)), nil
}

// Shared returns a Result whose inspector build returns, once, on first
// use: an inspector whose first files are files, the package's, in order.
// owned, by index in files, marks the files the package's analysis
// answers for; nil owns them all.
func Shared(files []*ast.File, owned []bool, build func() *inspector.Inspector) *Result {
	r := &Result{inspector: sync.OnceValue(build), files: files, owned: owned}
	return r.walking(owned)
}

// WithTests sets the package's in-package tests, nil for none, and
// returns r.
func (r *Result) WithTests(t *Tests) *Result {
	r.tests = t
	return r
}

// Tests returns the package's in-package tests, or nil: the test files
// the package's own files come with (go vet, golangci-lint), or those of
// its test variant, which a driver that analyzes them apart hands it.
func (r *Result) Tests() *Tests { return r.tests }

// Inspector returns the inspector, building it on the first call.
func (r *Result) Inspector() *inspector.Inspector { return r.inspector() }

// WithoutTestFiles returns the result whose walks leave out the _test.go
// files: their handlers are the tests' mocks and fixtures, and what they
// register, install or declare is the tests' too. The files owned stay:
// the directives of test files are read all the same.
func (r *Result) WithoutTestFiles(fset *token.FileSet) *Result {
	walked := make([]bool, len(r.files))
	for i, f := range r.files {
		walked[i] = r.walks(i) && !InTestFile(fset, f.Pos())
	}
	c := *r
	return c.walking(walked)
}

// walking sets the files the passes walk, by index in files (nil: all),
// and indexes their extents for Walks.
func (r *Result) walking(walked []bool) *Result {
	r.walked, r.spans = walked, nil
	if walked == nil {
		return r
	}
	r.spans = make([]span, len(r.files))
	for i, f := range r.files {
		r.spans[i] = span{f.FileStart, f.FileEnd, walked[i]}
	}
	// go/packages parses a package's files side by side: their positions
	// need not follow their order.
	slices.SortFunc(r.spans, func(a, b span) int { return cmp.Compare(a.start, b.start) })
	return r
}

func (r *Result) owns(i int) bool  { return r.owned == nil || r.owned[i] }
func (r *Result) walks(i int) bool { return r.walked == nil || r.walked[i] }

// Owned returns the files the package's analysis answers for: whose
// directives and //nolint comments are its to read.
func (r *Result) Owned() []*ast.File { return r.filter(r.owns) }

// Walked returns the files the passes walk.
func (r *Result) Walked() []*ast.File { return r.filter(r.walks) }

// WalkedExtent returns how many bytes of source the files the passes walk
// span, declarations to their end: what to size a list of the nodes a
// walk meets by.
func (r *Result) WalkedExtent() int {
	n := 0
	for i, f := range r.files {
		if r.walks(i) {
			n += int(f.End() - f.Pos())
		}
	}
	return n
}

// WalksAny reports whether the passes walk any of the package's files.
func (r *Result) WalksAny() bool { return r.lastWalked() >= 0 }

// lastWalked returns the index in files of the last file the passes walk,
// or -1.
func (r *Result) lastWalked() int {
	last := len(r.files) - 1
	for last >= 0 && !r.walks(last) {
		last--
	}
	return last
}

func (r *Result) filter(keep func(int) bool) []*ast.File {
	var out []*ast.File
	for i, f := range r.files {
		if keep(i) {
			out = append(out, f)
		}
	}
	return out
}

// Walks reports whether pos, a position in one of the package's files,
// lies in a file the passes walk.
func (r *Result) Walks(pos token.Pos) bool {
	if r.walked == nil {
		return true
	}
	// The last file that starts at or before pos.
	i, _ := slices.BinarySearchFunc(r.spans, pos, func(s span, pos token.Pos) int {
		return cmp.Compare(s.start, pos+1)
	})
	return i > 0 && pos <= r.spans[i-1].end && r.spans[i-1].walked
}

// Preorder iterates, as Cursor.Preorder does, over the nodes of the files
// the passes walk whose types are among types (all nodes if none).
func (r *Result) Preorder(types ...ast.Node) iter.Seq[inspector.Cursor] {
	return func(yield func(inspector.Cursor) bool) {
		last := r.lastWalked()
		if last < 0 {
			return // not even the inspector is needed
		}
		i := 0
		for file := range r.Inspector().Root().Children() {
			if i > last {
				return
			}
			if r.walks(i) {
				for c := range file.Preorder(types...) {
					if !yield(c) {
						return
					}
				}
			}
			i++
		}
	}
}

// InTestFile reports whether pos lies in a _test.go file: handlers and
// layers declared there are the tests' mocks and fixtures.
func InTestFile(fset *token.FileSet, pos token.Pos) bool {
	return strings.HasSuffix(fset.File(pos).Name(), "_test.go")
}

// Dir returns the directory of a package's files, as they lie on disk:
// that of the first whose name is a Go file's (a driver may hand a
// package files it made up, cgo's, under other names).
func Dir(fset *token.FileSet, files []*ast.File) (string, bool) {
	for _, f := range files {
		name := fset.File(f.Pos()).Name()
		if strings.HasSuffix(name, ".go") {
			return filepath.Dir(name), true
		}
	}
	return "", false
}

// Module returns the module around a package's files, as it lies on disk,
// where it is one the user works on (modtree.Of).
func Module(fset *token.FileSet, files []*ast.File) (*modtree.Tree, bool) {
	dir, ok := Dir(fset, files)
	if !ok {
		return nil, false
	}
	return modtree.Of(dir)
}
