package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The real rules' fixes on a copy of the examples module, which is built
// on the real SDK releases (from the module cache): -diff shows exactly
// what -fix writes, the fixed module still builds, and analyzing it again
// finds everything but what was fixed.
func TestFixExamples(t *testing.T) {
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	original := toolerrlint(t, "", "-C", examples, "-format", "json")
	original.wantCode(t, exitFindings)
	var fixable, unfixable []diagnosticJSON
	for _, d := range decodeReport(t, original.stdout).Diagnostics {
		if len(d.SuggestedFixes) > 0 {
			fixable = append(fixable, d)
		} else {
			unfixable = append(unfixable, d)
		}
	}
	if len(fixable) == 0 || len(unfixable) == 0 {
		t.Fatalf("the examples must have findings with and without fixes: %d and %d", len(fixable), len(unfixable))
	}

	module := copyModule(t, examples)
	before := moduleFiles(t, module)
	diff := toolerrlint(t, "", "-C", module, "-diff")
	diff.wantCode(t, exitFindings)
	if !equalMaps(moduleFiles(t, module), before) {
		t.Fatalf("-diff changed files")
	}

	fixed := toolerrlint(t, "", "-C", module, "-fix", "-format", "json")
	fixed.wantCode(t, exitFindings)
	if got, want := keysOfJSON(decodeReport(t, fixed.stdout).Diagnostics), keysOfJSON(unfixable); !slices.Equal(got, want) {
		t.Errorf("-fix reports:\n%v\nwant the findings without a fix:\n%v", got, want)
	}
	for _, d := range fixable {
		line := "toolerrlint: fixed " + filepath.FromSlash(d.File) + ":" + itoa(d.Line) + ":" + itoa(d.Column) + ": " + d.SuggestedFixes[0].Message + " (" + d.Rule + ")\n"
		if !strings.Contains(fixed.stderr, line) {
			t.Errorf("stderr does not report %q:\n%s", line, fixed.stderr)
		}
	}
	after := moduleFiles(t, module)
	if patched := applyUnifiedDiff(t, before, diff.stdout); !equalMaps(patched, after) {
		t.Errorf("the -diff output applied differs from what -fix wrote:\n%s", diff.stdout)
	}
	for name := range after {
		if after[name] != before[name] && !slices.ContainsFunc(fixable, func(d diagnosticJSON) bool { return d.File == name }) {
			t.Errorf("-fix changed %s, which has no fixable finding", name)
		}
	}

	runCommand(t, module, "go", "build", "./...").wantCode(t, 0)
	again := toolerrlint(t, "", "-C", module, "-format", "json")
	again.wantCode(t, exitFindings)
	if got, want := keysOfJSON(decodeReport(t, again.stdout).Diagnostics), keysOfJSON(unfixable); !slices.Equal(got, want) {
		t.Errorf("after -fix, the module has findings:\n%v\nwant:\n%v", got, want)
	}
}
