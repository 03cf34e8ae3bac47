package main

import (
	"path/filepath"
	"slices"
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

// The drivers differ on a module with no main package, and only there:
// the command judges the library's handlers by their framework, since no
// package of the run serves them, while go vet and the plugin, which
// cannot tell that no package above will, report none of them (see
// docs/design.md, Where the drivers differ). This holds the difference
// the documentation states.
func TestLibraryOnlyModuleIsJudgedByTheCommandAlone(t *testing.T) {
	module, err := filepath.Abs(libraryOnlyModule)
	if err != nil {
		t.Fatal(err)
	}
	want := drivertest.ExpectedFindings(t, module, true)
	if got := keys(standaloneFindings(t, module)); !slices.Equal(got, want) {
		t.Errorf("standalone findings %v, want %v", got, want)
	}
	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); len(got) != 0 {
		t.Errorf("go vet findings %v, want none", got)
	}
	if got := pluginFindings(t, module, nil); len(got) != 0 {
		t.Errorf("plugin findings %v, want none", got)
	}
}
