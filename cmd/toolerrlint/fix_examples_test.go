package main

import (
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// The real rules' fixes on a copy of the examples module, which is built
// on the real SDK releases (from the module cache): -diff shows exactly
// what -fix writes, the fixed module still builds, analyzing it again
// finds everything but what was fixed, and -fix reported just that, at
// the same positions and with the same messages.
func TestFixExamples(t *testing.T) {
	examples := examplesModule
	original := toolerrlint(t, "", "-C", examples, "-format", "json")
	original.WantCode(t, report.ExitFindings)
	var fixable, unfixable []drivertest.DiagnosticJSON
	for _, d := range drivertest.DecodeReport(t, original.Stdout).Diagnostics {
		if len(d.SuggestedFixes) > 0 {
			fixable = append(fixable, d)
		} else {
			unfixable = append(unfixable, d)
		}
	}
	if len(fixable) == 0 || len(unfixable) == 0 {
		t.Fatalf("the examples must have findings with and without fixes: %d and %d", len(fixable), len(unfixable))
	}

	module := drivertest.CopyModule(t, examples)
	before := drivertest.ModuleFiles(t, module)
	diff := toolerrlint(t, "", "-C", module, "-diff")
	diff.WantCode(t, report.ExitFindings)
	if !maps.Equal(drivertest.ModuleFiles(t, module), before) {
		t.Fatalf("-diff changed files")
	}

	fixed := toolerrlint(t, "", "-C", module, "-fix", "-format", "json")
	fixed.WantCode(t, report.ExitFindings)
	// By rule, file and message: -fix reports the code it wrote, where a
	// fix that deletes an import moves the findings below it up a line.
	if got, want := findingsByText(drivertest.DecodeReport(t, fixed.Stdout).Diagnostics), findingsByText(unfixable); !slices.Equal(got, want) {
		t.Errorf("-fix reports:\n%v\nwant the findings without a fix:\n%v", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, d := range fixable {
		line := "toolerrlint: fixed " + filepath.FromSlash(d.File) + ":" + strconv.Itoa(d.Line) + ":" + strconv.Itoa(d.Column) + ": " + d.SuggestedFixes[0].Message + " (" + d.Rule + ")\n"
		if !strings.Contains(fixed.Stderr, line) {
			t.Errorf("stderr does not report %q:\n%s", line, fixed.Stderr)
		}
	}
	after := drivertest.ModuleFiles(t, module)
	if patched := drivertest.ApplyUnifiedDiff(t, before, diff.Stdout); !maps.Equal(patched, after) {
		t.Errorf("the -diff output applied differs from what -fix wrote:\n%s", diff.Stdout)
	}
	for name := range after {
		if after[name] != before[name] && !slices.ContainsFunc(fixable, func(d drivertest.DiagnosticJSON) bool { return d.File == name }) {
			t.Errorf("-fix changed %s, which has no fixable finding", name)
		}
	}

	drivertest.Run(t, module, nil, "go", "build", "./...").WantCode(t, 0)
	again := toolerrlint(t, "", "-C", module, "-format", "json")
	again.WantCode(t, report.ExitFindings)
	if got, want := findingsByText(drivertest.DecodeReport(t, again.Stdout).Diagnostics), findingsByText(unfixable); !slices.Equal(got, want) {
		t.Errorf("after -fix, the module has findings:\n%v\nwant:\n%v", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if fixed.Stdout != again.Stdout {
		t.Errorf("-fix reports:\n%s\na run on the code it wrote reports:\n%s", fixed.Stdout, again.Stdout)
	}
}

// findingsByText lists diags as "rule file: message", sorted.
func findingsByText(diags []drivertest.DiagnosticJSON) []string {
	out := make([]string, len(diags))
	for i, d := range diags {
		out[i] = d.Rule + " " + d.File + ": " + d.Message
	}
	slices.Sort(out)
	return out
}
