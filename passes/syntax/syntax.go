// Package syntax holds the inspector the passes and rules walk a package
// with, built on first use: packages no one walks never pay for it.
//
// The inspector may span more files than the package's own, after them.
// A driver that analyzes a package and its in-package test variant,
// whose files begin with the package's (go/packages shares their
// syntax), may build one inspector for both with Shared: it is the
// largest allocation of the analysis, and the variant's walk covers the
// package's files anyway. Walk the package with Preorder, never from the
// inspector's root; cursors, their parents and FindNode work as usual.
package syntax

import (
	"go/ast"
	"go/token"
	"iter"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
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

// Result is one package's inspector, to be built on first use.
type Result struct {
	inspector func() *inspector.Inspector
	files     int // the package's files are the first files of the inspector
}

func run(pass *analysis.Pass) (any, error) {
	files := pass.Files
	return Shared(len(files), func() *inspector.Inspector { return inspector.New(files) }), nil
}

// Shared returns a Result whose inspector build returns, once, on first
// use: an inspector whose first files are the package's files, files of
// them, in order.
func Shared(files int, build func() *inspector.Inspector) *Result {
	return &Result{inspector: sync.OnceValue(build), files: files}
}

// Inspector returns the inspector, building it on the first call.
func (r *Result) Inspector() *inspector.Inspector { return r.inspector() }

// Preorder iterates, as Cursor.Preorder does, over the nodes of the
// package's own files whose types are among types (all nodes if none).
func (r *Result) Preorder(types ...ast.Node) iter.Seq[inspector.Cursor] {
	return func(yield func(inspector.Cursor) bool) {
		left := r.files
		for file := range r.Inspector().Root().Children() {
			if left == 0 {
				return
			}
			left--
			for c := range file.Preorder(types...) {
				if !yield(c) {
					return
				}
			}
		}
	}
}

// InTestFile reports whether pos lies in a _test.go file: handlers and
// layers declared there are the tests' mocks and fixtures.
func InTestFile(fset *token.FileSet, pos token.Pos) bool {
	return strings.HasSuffix(fset.File(pos).Name(), "_test.go")
}
