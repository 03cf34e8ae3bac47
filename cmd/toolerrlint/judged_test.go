package main

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

// judgedModule serves a typed handler asserting a value of its argument
// struct's map[string]any field, a handler whose result a client's
// callback sets and one whose callback leaves it nil; beside them, a
// package shares a testify mock of a handler outside any _test.go file,
// a library registers a handler with bare returns on a server handed in,
// which the module's program never calls, and a package of middleware
// declares two types whose methods return handler closures, of which the
// program uses one.
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
