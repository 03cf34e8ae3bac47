package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

// registrationModule's main serves the chat server, the notes server or a
// bare one, as its argument picks. Both servers are built and given their
// tools in packages of their own: the chat server's middleware turns every
// error of its tools into an isError result, the notes server's only logs.
var registrationModule = drivertest.Fixture("registration")

// What a handler is behind is decided where it is registered: the same
// findings, naming the same tools, whether or not the run names the main
// package that picks a server.
func TestRegistrationDecidesTheWire(t *testing.T) {
	findings := func(patterns ...string) []string {
		t.Helper()
		r := toolerrlint(t, "", append([]string{"-C", registrationModule, "-format", "json"}, patterns...)...)
		var out []string
		for _, d := range drivertest.DecodeReport(t, r.Stdout).Diagnostics {
			out = append(out, fmt.Sprintf("%s:%d:%d: %s (%s)", d.File, d.Line, d.Column, d.Message, d.Rule))
		}
		slices.Sort(out)
		return out
	}
	whole := findings("./...")
	var keys []drivertest.FindingKey
	for _, f := range whole {
		var k drivertest.FindingKey
		if _, err := fmt.Sscanf(f, "%s", &k.File); err != nil {
			t.Fatal(err)
		}
		parts := strings.SplitN(k.File, ":", 3)
		k.File = parts[0]
		fmt.Sscan(parts[1], &k.Line)
		k.Rule = f[strings.LastIndex(f, "(")+1 : len(f)-1]
		keys = append(keys, k)
		if !strings.Contains(f, `tool "read_note" returns`) {
			t.Errorf("finding does not name its tool: %s", f)
		}
	}
	drivertest.SortKeys(keys)
	if want := drivertest.ExpectedFindings(t, registrationModule, true); !slices.Equal(keys, want) {
		t.Fatalf("./...: got %v, want %v", keys, want)
	}
	for _, patterns := range [][]string{
		{"./chat/...", "./notes/..."},
		{"./chat", "./chat/tools", "./notes", "./notes/tools"},
	} {
		if got := findings(patterns...); !slices.Equal(got, whole) {
			t.Errorf("%s:\n got %q\nwant %q", strings.Join(patterns, " "), got, whole)
		}
	}
}
