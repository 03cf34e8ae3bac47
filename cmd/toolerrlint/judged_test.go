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
// package shares a testify mock of a handler outside any _test.go file.
var judgedModule = drivertest.Fixture("judged")

// The command, go vet and the golangci-lint plugin report the assertion on
// the typed argument and the nil result the callback leaves, and neither
// the result the callback sets nor the mock's returns.
func TestEveryDriverJudgesCallbacksTypedArgumentsAndMocks(t *testing.T) {
	module, err := filepath.Abs(judgedModule)
	if err != nil {
		t.Fatal(err)
	}
	want := drivertest.ExpectedFindings(t, module, true)

	cli := standaloneFindings(t, module)
	if got := keys(cli); !slices.Equal(got, want) {
		t.Errorf("standalone findings %v, want %v", got, want)
	}

	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, cli) {
		t.Errorf("go vet findings:\n got %v\nwant %v", got, cli)
	}

	if got := pluginFindings(t, module, nil); !slices.Equal(got, cli) {
		t.Errorf("plugin findings:\n got %v\nwant %v", got, cli)
	}
}
