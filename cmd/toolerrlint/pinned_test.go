package main

import (
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// pinnedModule's tools package returns two protocol errors from a
// factory's handler; its own test calls the handler and asserts the
// error of a failed fetch by its text. The program's main package wires
// the handler: go vet and golangci-lint report the findings from there,
// with the fixes the tools package's facts carry, made where they analyze
// the package without its tests. tools/tools.go.golden is the file as
// -fix must leave it: the asserted return as it was.
var pinnedModule = drivertest.Fixture("pinned")

// Every driver reports both returns, and offers a fix for the one no test
// asserts alone: the command's -fix and go vet's write the golden, the
// plugin's fixes are on that line only, and the package's tests still
// pass.
func TestEveryDriverWithholdsTheFixATestPins(t *testing.T) {
	unasserted := drivertest.Occurrences(t, pinnedModule, `errors.New("missing issue number")`, false)
	if len(unasserted) != 1 {
		t.Fatalf("the fixture has %v", unasserted)
	}
	everyDriverWithholds(t, pinnedModule, unasserted[0].Line)
}

// everyDriverWithholds checks that every driver reports the findings
// marked in module and fixes only the one at line fixedLine of
// tools/tools.go: the command's -fix and go vet's write
// tools/tools.go.golden, the plugin offers fixes on that line alone,
// and the fixed module's tests pass.
func everyDriverWithholds(t *testing.T, module string, fixedLine int) {
	t.Helper()
	everyDriverReportsTheMarked(t, module)

	fixed := drivertest.CopyModule(t, module)
	toolerrlint(t, "", "-C", fixed, "-fix").WantCode(t, report.ExitFindings)
	golden := drivertest.ReadFile(t, module, filepath.Join("tools", "tools.go.golden"))
	if got := drivertest.ReadFile(t, fixed, filepath.Join("tools", "tools.go")); got != golden {
		t.Errorf("tools/tools.go after -fix:\n%s\nwant tools/tools.go.golden:\n%s", got, golden)
	}
	drivertest.Run(t, fixed, nil, "go", "test", "./...").WantCode(t, 0)

	vetted := drivertest.CopyModule(t, module)
	goVet(t, vetted, "-fix", "./...").WantCode(t, 0)
	if got, want := drivertest.ModuleFiles(t, vetted), drivertest.ModuleFiles(t, fixed); !maps.Equal(got, want) {
		t.Errorf("go vet -fix wrote:\n%v\ntoolerrlint -fix wrote:\n%v", got, want)
	}

	var fixedLines []int
	pluginDiagnostics(t, module, nil, func(f vetFinding, d analysis.Diagnostic) {
		if f.Rule == "protocolerr" && len(d.SuggestedFixes) > 0 && !slices.Contains(fixedLines, f.Line) {
			fixedLines = append(fixedLines, f.Line)
		}
	})
	if !slices.Equal(fixedLines, []int{fixedLine}) {
		t.Errorf("the plugin offers fixes on lines %v, want line %d alone", fixedLines, fixedLine)
	}
}

// endToEndModule's tools package serves two tools that return protocol
// errors without an id; a test in another package, e2e, calls one of
// them through mcp-go's in-process client and asserts the call's error,
// and calls the other with an id and asserts success.
// tools/tools.go.golden is the file as -fix must leave it: the return the
// client test asserts as it was.
var endToEndModule = drivertest.Fixture("endtoend")

// Every driver reports both returns and offers a fix for the tool no
// client test asserts an error of; the fixed module's tests still pass.
func TestEveryDriverWithholdsTheFixAClientTestPins(t *testing.T) {
	returns := drivertest.Occurrences(t, endToEndModule, `errors.New("missing id")`, false)
	if len(returns) != 2 {
		t.Fatalf("the fixture has %v", returns)
	}
	everyDriverWithholds(t, endToEndModule, returns[1].Line)
}
