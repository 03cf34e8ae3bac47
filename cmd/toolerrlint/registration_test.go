package main

import (
	"fmt"
	"path/filepath"
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

// The notes server is built by a factory whose middleware does not convert,
// so its package leaves the notes handlers to the packages that call the
// factory. The command, which knows no analyzed package judged them, judges
// them by their own framework at the end of the run. Under go vet the
// caller (cmd/serve) cannot judge them either: go vet keeps the facts of a
// dependency only for the packages its importer's export data names, and
// the notes package's API does not name notes/tools, so the handlers'
// summaries and candidates never reach it; and no step runs after the last
// package. go vet reports none of their findings (docs/design.md, "Where
// the drivers differ").
func TestVetLeavesHandlersOfNonConvertingFactoryUnjudged(t *testing.T) {
	module, err := filepath.Abs(registrationModule)
	if err != nil {
		t.Fatal(err)
	}
	standalone := toolerrlint(t, module, "-format", "json", "./...")
	var cli []vetFinding
	for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
		cli = append(cli, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
	}
	cli = uniqueSorted(cli)
	if len(cli) != 2 {
		t.Fatalf("command: %d findings, want the two of read_note: %v", len(cli), cli)
	}
	for _, f := range cli {
		if f.File != "notes/tools/tools.go" || f.Rule != "protocolerr" || !strings.Contains(f.Message, `tool "read_note"`) {
			t.Errorf("command finding %v, want a protocolerr finding of read_note in notes/tools/tools.go", f)
		}
	}

	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); len(got) != 0 {
		t.Errorf("go vet now reports %v: the drivers agree on handlers of non-converting factories; update docs/design.md and docs/integrations.md", got)
	}
}
