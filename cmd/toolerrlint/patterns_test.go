package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// The chat example keeps its handlers in one package and builds its
// server, whose middleware turns every handler error into an isError
// result, in another that its main package serves. Named in part, the
// program is judged as far as what is named reaches.
func TestPartialPatterns(t *testing.T) {
	findings := func(patterns ...string) []string {
		r := toolerrlint(t, "", append([]string{"-C", examplesModule}, patterns...)...)
		var out []string
		for _, l := range drivertest.ParseText(t, r.Stdout) {
			out = append(out, l.Rule+" "+l.File)
		}
		return out
	}
	whole := findings("./chat/...")
	if want := []string{"handlerpanic chat/handler/conversations.go"}; !slices.Equal(whole, want) {
		t.Fatalf("./chat/...: got %v, want %v", whole, want)
	}
	// The main package serves what the server package builds: a package
	// it imports is analyzed whole, middleware and all.
	if got := findings("./chat/handler", "./chat"); !slices.Equal(got, whole) {
		t.Errorf("./chat/handler ./chat: got %v, want %v", got, whole)
	}
	// Nothing named serves the handlers: they are judged as their own
	// framework would judge them, and each error they return is reported.
	alone := findings("./chat/handler")
	if n := strings.Count(strings.Join(alone, "\n"), "protocolerr"); n == 0 {
		t.Errorf("./chat/handler: no protocolerr finding: %v", alone)
	}
	r := toolerrlint(t, "", "-C", examplesModule, "./chat/handler")
	r.WantCode(t, report.ExitFindings)
}
