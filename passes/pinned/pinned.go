// Package pinned reads a package's in-package tests for the handler
// errors they assert, so that a fix leaves alone an error a test holds
// the package to: a test that calls a handler and asserts that its error
// is not nil states the contract a fix that makes the error nil would
// break.
//
// It reports nothing. Its result says which returns of an error a test
// pins (Result.Pinned): protocolerr, and closedcodes and provenance for
// the errors a framework makes results of, still report them, and offer
// no fix.
//
// The tests read are those of the package's own test files (package p):
// go vet and golangci-lint analyze a package's test variant with them;
// the toolerrlint command hands the package its test variant's
// (syntax.Tests); where a package is analyzed alone, they are read from
// its directory (testsOnDisk). Those of its external test package
// (p_test), another package, analyzed after this one, are read from the
// directory too, untyped (externalTests).
//
// A test elsewhere in the module pins a handler's errors too when it
// calls a tool the handler may serve through a client and asserts the
// call's error (clientTest): such tests are read from the module's
// directories, untyped, by the tool's name they state.
//
// The tests are read on first use: a package with no protocol error to
// fix, the standard library's among them, never reads them.
package pinned

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// Analyzer reads the in-package tests of one package.
var Analyzer = &analysis.Analyzer{
	Name:             "toolerrpinned",
	Doc:              "read which handler errors the package's in-package tests assert",
	Requires:         []*analysis.Analyzer{syntax.Analyzer, declarations.Analyzer},
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
}

// Result holds the package's tests that assert a handler's error.
type Result struct {
	// byDecl returns, by the position of the name of a function or
	// method the package declares, the tests that refer to it.
	byDecl func() map[token.Pos][]*Test
	// clientTests returns the module's tests that call a tool through a
	// client and assert the call's error.
	clientTests func() []*clientTest
}

// Test is one test that asserts that the error of a call of a handler is
// not nil: a test function, a helper of the test files, or a subtest
// (t.Run's function), with what the functions around it hold.
type Test struct {
	// Literals are the test's string literals, the table's of a
	// table-driven test among them: the texts the test may expect.
	Literals []string
}

func run(pass *analysis.Pass) (any, error) {
	src := pass.ResultOf[syntax.Analyzer].(*syntax.Result)
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	return &Result{byDecl: sync.OnceValue(func() map[token.Pos][]*Test {
		tests := src.Tests()
		if tests == nil {
			tests = testsOnDisk(pass)
		}
		byDecl := read(pass, decls, tests)
		externalTests(pass, byDecl)
		return byDecl
	}), clientTests: sync.OnceValue(func() []*clientTest { return endToEnd(pass) })}, nil
}

// read reads tests, typed as the package's.
func read(pass *analysis.Pass, decls *declarations.Result, tests *syntax.Tests) map[token.Pos][]*Test {
	byDecl := make(map[token.Pos][]*Test)
	if tests == nil {
		return byDecl
	}
	rd := &reader{pass: pass, info: tests.Info, decls: decls, byDecl: byDecl, testing: make(map[*types.Var]bool)}
	for _, f := range tests.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				rd.function(fd)
			}
		}
	}
	return byDecl
}
