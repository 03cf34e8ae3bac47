package main

import (
	"maps"
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

// judgedModule serves a typed handler asserting a value of its argument
// struct's map[string]any field, a handler whose result a client's
// callback sets and one whose callback leaves it nil; beside them, a
// package shares a testify mock of a handler outside any _test.go file,
// a library registers a handler with bare returns on a server handed in,
// which the module's program never calls, and two packages of middleware,
// one for mcp-go and one for go-sdk, each declare two types whose methods
// return handler closures, of which the programs use one.
var judgedModule = drivertest.Fixture("judged")

// The command, go vet and the golangci-lint plugin report the assertion on
// the typed argument and the nil result the callback leaves, and neither
// the result the callback sets, nor the mock's returns, nor the returns of
// the library's handler, which no program of the run serves, nor those of
// the middleware closure whose method, type and constructor nothing the
// program is built from uses; the closure of the middleware it installs
// is reported.
func TestEveryDriverJudgesCallbacksTypedArgumentsAndMocks(t *testing.T) {
	everyDriverReportsTheMarked(t, judgedModule)
}

// libraryOnlyModule has no main package: a library registers its tools on
// a server its caller hands it.
var libraryOnlyModule = drivertest.Fixture("libraryonly")

// In a module with no main package, the package that no other package of
// the module imports serves the handlers no package above it will: the
// command, go vet and the plugin judge the library's handlers there, by
// their framework (see docs/design.md, Where the drivers differ).
func TestEveryDriverJudgesALibraryOnlyModule(t *testing.T) {
	everyDriverReportsTheMarked(t, libraryOnlyModule)
}

// libraryForwardModule has no main package either: lib registers its
// tools on a server handed to it, and api, which callers import, hands it
// the server and registers a handler lib exports.
var libraryForwardModule = drivertest.Fixture("libraryforward")

// Every driver reports lib's handlers once, where api judges them: go vet
// in api alone, not in lib too.
func TestEveryDriverJudgesALibraryOnceWhereItsModuleHandsItOn(t *testing.T) {
	everyDriverReportsTheMarked(t, libraryForwardModule)
	module, err := filepath.Abs(libraryForwardModule)
	if err != nil {
		t.Fatal(err)
	}
	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	got := vetDiagnosticsByPackage(t, vet.Stderr+vet.Stdout)
	if want := map[string]int{"example.com/libraryforward/api": 2}; !maps.Equal(got, want) {
		t.Errorf("go vet diagnostics by package %v, want %v", got, want)
	}
}

// libraryBesideModule has a program, which serves a tool of its own and
// does not import lib, a library that registers its tools on a server
// handed to it.
var libraryBesideModule = drivertest.Fixture("librarybeside")

// No driver reports lib's handlers: they are on no tool's path of their
// module, and a program of another module that serves them decides what
// lies between them and the client. The program's own are reported.
func TestEveryDriverLeavesALibraryBesideAProgram(t *testing.T) {
	everyDriverReportsTheMarked(t, libraryBesideModule)
}
