package driver_test

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

var formats = []string{"text", "json", "sarif", "github"}

// edit replaces old, which must occur once, with new in a file of module.
func edit(t *testing.T, module, file, old, new string) {
	t.Helper()
	src := drivertest.ReadFile(t, module, file)
	if strings.Count(src, old) != 1 {
		t.Fatalf("%s holds %q %d times, want once", file, old, strings.Count(src, old))
	}
	if err := os.WriteFile(filepath.Join(module, file), []byte(strings.Replace(src, old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// writeBaseline records the findings of the fake rules on module in
// base.json.
func writeBaseline(t *testing.T, module string) {
	t.Helper()
	r := runFake(t, "-C", module, "-write-baseline", "base.json")
	r.WantCode(t, report.ExitClean)
	n := 2 * len(drivertest.Occurrences(t, module, "errors.New(", true))
	if r.Stdout != "" || r.Stderr != "toolerrlint: recorded "+itoa(n)+" findings in base.json\n" {
		t.Fatalf("-write-baseline: stdout %q, stderr %q", r.Stdout, r.Stderr)
	}
}

// positions reduces reported findings to file, line and rule, sorted.
func positions(lines []drivertest.TextLine) []drivertest.FindingKey {
	var keys []drivertest.FindingKey
	for _, l := range lines {
		keys = append(keys, drivertest.FindingKey{Rule: l.Rule, File: l.File, Line: l.Line})
	}
	drivertest.SortKeys(keys)
	return keys
}

// With a baseline, every format reports only the findings it does not
// hold: edits that move findings keep them held, a finding recorded once
// that now occurs twice is new once, and so is a finding in a new place.
func TestBaselineReportsOnlyNewFindings(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	writeBaseline(t, module)
	for _, format := range formats {
		r := runFake(t, "-C", module, "-baseline", "base.json", "-format", format)
		r.WantCode(t, report.ExitClean)
		if got := drivertest.Reported(t, format, r.Stdout); len(got) != 0 {
			t.Errorf("-format %s reports findings the baseline holds: %v", format, got)
		}
		if r.Stderr != "" {
			t.Errorf("-format %s: stderr %q, want nothing when every entry matches", format, r.Stderr)
		}
	}

	// Two lines above every finding of add.go move them down.
	edit(t, module, "tools/add.go", "package tools\n", "package tools\n\n// Moved down.\n")
	// A second errors.New in admin.go: the same file, rules and words as
	// the one recorded.
	edit(t, module, "admin/admin.go", "\treturn \"cleared\", nil", "\tif args == nil {\n\t\treturn \"\", errors.New(\"no arguments\")\n\t}\n\treturn \"cleared\", nil")
	// A finding in a file of its own.
	if err := os.WriteFile(filepath.Join(module, "tools", "extra.go"), []byte("package tools\n\nimport \"errors\"\n\nvar errExtra = errors.New(\"extra\")\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var want []drivertest.FindingKey
	for _, rule := range []string{"calls", "errorsnew"} {
		want = append(want,
			drivertest.FindingKey{Rule: rule, File: "admin/admin.go", Line: 17},
			drivertest.FindingKey{Rule: rule, File: "tools/extra.go", Line: 5})
	}
	drivertest.SortKeys(want)
	if got := drivertest.ReadFile(t, module, "admin/admin.go"); !strings.Contains(strings.Split(got, "\n")[16], `errors.New("no arguments")`) {
		t.Fatalf("admin.go line 17 is not the new errors.New:\n%s", got)
	}
	for _, format := range formats {
		r := runFake(t, "-C", module, "-baseline", "base.json", "-format", format)
		r.WantCode(t, report.ExitFindings)
		if got := positions(drivertest.Reported(t, format, r.Stdout)); !slices.Equal(got, want) {
			t.Errorf("-format %s reports:\n%v\nwant only the new findings:\n%v", format, got, want)
		}
	}
	// Without the baseline, everything is reported.
	r := runFake(t, "-C", module, "-format", "json")
	if n := len(drivertest.DecodeReport(t, r.Stdout).Diagnostics); n != 2*len(drivertest.Occurrences(t, module, "errors.New(", true)) {
		t.Errorf("without -baseline, %d findings", n)
	}
}

// A fixed finding is simply gone: the baseline's entry holds nothing, and
// writing the baseline again drops it.
func TestBaselineFixedFinding(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	writeBaseline(t, module)
	before := drivertest.ReadFile(t, module, "base.json")
	edit(t, module, "tools/add.go", `errors.New("b must be a number")`, "errors.ErrUnsupported")
	runFake(t, "-C", module, "-baseline", "base.json").WantCode(t, report.ExitClean)

	// The run says which entries match nothing now, in every format,
	// without changing its exit status.
	const stale = "toolerrlint: baseline base.json: 2 recorded findings match nothing in this run (fixed): run -write-baseline base.json to drop them\n"
	for _, format := range formats {
		r := runFake(t, "-C", module, "-baseline", "base.json", "-format", format)
		r.WantCode(t, report.ExitClean)
		if r.Stderr != stale {
			t.Errorf("-format %s: stderr %q, want %q", format, r.Stderr, stale)
		}
	}
	// With a new finding too, the status is that of the new finding.
	if err := os.WriteFile(filepath.Join(module, "tools", "extra.go"), []byte("package tools\n\nimport \"errors\"\n\nvar errExtra = errors.New(\"extra\")\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runFake(t, "-C", module, "-baseline", "base.json", "-format", "json")
	r.WantCode(t, report.ExitFindings)
	if r.Stderr != stale {
		t.Errorf("with a new finding: stderr %q, want %q", r.Stderr, stale)
	}
	got := drivertest.DecodeReport(t, r.Stdout)
	if got.Baseline == nil || got.Baseline.File != "base.json" {
		t.Fatalf("JSON baseline %+v, want the file base.json", got.Baseline)
	}
	var staleRules []string
	for _, e := range got.Baseline.Stale {
		if e.File != "tools/add.go" || e.Count != 1 || e.Message == "" {
			t.Errorf("stale entry %+v, want one of the fixed finding in tools/add.go", e)
		}
		staleRules = append(staleRules, e.Rule)
	}
	if !slices.Equal(staleRules, []string{"calls", "errorsnew"}) {
		t.Errorf("stale entries of rules %v, want calls and errorsnew, sorted", staleRules)
	}
	if len(got.Diagnostics) != 2 {
		t.Errorf("%d diagnostics, want the new finding's two", len(got.Diagnostics))
	}
	os.Remove(filepath.Join(module, "tools", "extra.go"))

	writeBaseline(t, module)
	after := drivertest.ReadFile(t, module, "base.json")
	if strings.Contains(after, `"tools/add.go"`) || !strings.Contains(before, `"tools/add.go"`) {
		t.Errorf("the rewritten baseline still holds the fixed finding:\n%s", after)
	}
	if strings.Count(before, `"file"`)-strings.Count(after, `"file"`) != 2 {
		t.Errorf("rewriting dropped more than the fixed finding's two entries:\nbefore:\n%s\nafter:\n%s", before, after)
	}
}

// -diff and -fix act only on the findings the baseline leaves.
func TestBaselineFixesOnlyNewFindings(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	writeBaseline(t, module)
	edit(t, module, "admin/admin.go", "\treturn \"cleared\", nil", "\tif args == nil {\n\t\treturn \"\", errors.New(\"no arguments\")\n\t}\n\treturn \"cleared\", nil")
	before := drivertest.ModuleFiles(t, module)

	diff := runFake(t, "-C", module, "-baseline", "base.json", "-diff")
	diff.WantCode(t, report.ExitFindings)
	want := drivertest.ModuleFiles(t, module)
	want["admin/admin.go"] = strings.Replace(want["admin/admin.go"], `errors.New("no arguments")`, "nil", 1)
	if got := drivertest.ApplyUnifiedDiff(t, before, diff.Stdout); !maps.Equal(got, want) {
		t.Errorf("-diff with -baseline fixes more than the new finding:\n%s", diff.Stdout)
	}

	fix := runFake(t, "-C", module, "-baseline", "base.json", "-fix", "-enable", "errorsnew")
	fix.WantCode(t, report.ExitClean)
	if got := drivertest.ModuleFiles(t, module); !maps.Equal(got, want) {
		t.Errorf("-fix with -baseline changed more than the new finding")
	}
}

func TestBaselineErrors(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	for _, tc := range []struct {
		name    string
		content string // of base.json; none when empty
		args    []string
		stderr  string
	}{
		{"malformed", "{\n  \"version\": 1,\n  \"findings\": [\n", []string{"-baseline", "base.json"},
			"toolerrlint: -baseline: base.json: 4:1: unexpected end of the file\n"},
		{"not a baseline", `{"diagnostics": []}`, []string{"-baseline", "base.json"},
			"toolerrlint: -baseline: base.json: unknown field \"diagnostics\"\n"},
		// Started in the module (as -C names it), where the file is none.json.
		{"missing", "", []string{"-baseline", "none.json"},
			"toolerrlint: -baseline: open none.json: no such file or directory\n"},
		{"with -fix", "", []string{"-write-baseline", "base.json", "-fix"},
			"toolerrlint: -write-baseline records the findings instead of reporting them: it does not go with -fix\nRun 'toolerrlint -h' for usage.\n"},
		{"with -baseline", "", []string{"-write-baseline", "base.json", "-baseline", "old.json"},
			"toolerrlint: -write-baseline records the findings instead of reporting them: it does not go with -baseline\nRun 'toolerrlint -h' for usage.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			os.Remove(filepath.Join(module, "base.json"))
			if tc.content != "" {
				if err := os.WriteFile(filepath.Join(module, "base.json"), []byte(tc.content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for _, format := range formats {
				r := runFake(t, append([]string{"-C", module, "-format", format}, tc.args...)...)
				r.WantCode(t, report.ExitFailure)
				if r.Stderr != tc.stderr || r.Stdout != "" {
					t.Errorf("-format %s: stdout %q, stderr %q; want stderr %q", format, r.Stdout, r.Stderr, tc.stderr)
				}
			}
		})
	}
}

// A run that fails records nothing: the packages that did not load would
// be missing from the baseline.
func TestWriteBaselineOfFailedRun(t *testing.T) {
	module := drivertest.CopyModule(t, drivertest.Fixture("broken"))
	r := runFake(t, "-C", module, "-write-baseline", "base.json")
	r.WantCode(t, report.ExitFailure)
	if !strings.Contains(r.Stderr, "toolerrlint: -write-baseline: base.json not written: the run failed\n") {
		t.Errorf("stderr:\n%s", r.Stderr)
	}
	if _, err := os.Stat(filepath.Join(module, "base.json")); !os.IsNotExist(err) {
		t.Errorf("base.json written: %v", err)
	}
}

// Without -baseline the JSON report's baseline is null; a run that fails
// says nothing of stale entries, since the findings of the packages that
// did not load are missing, not fixed.
func TestBaselineStaleOnlyOfCompleteRuns(t *testing.T) {
	r := runFake(t, "-C", findingsModule, "-format", "json")
	if b := drivertest.DecodeReport(t, r.Stdout).Baseline; b != nil {
		t.Errorf("without -baseline, baseline %+v, want null", b)
	}

	module := drivertest.CopyModule(t, drivertest.Fixture("broken"))
	const entry = `{"version": 1, "findings": [{"file": "gone.go", "rule": "calls", "tool": "", "message": "m", "count": 1}]}`
	if err := os.WriteFile(filepath.Join(module, "base.json"), []byte(entry), 0o644); err != nil {
		t.Fatal(err)
	}
	r = runFake(t, "-C", module, "-baseline", "base.json", "-format", "json")
	r.WantCode(t, report.ExitFailure)
	if strings.Contains(r.Stderr, "match nothing") || strings.Contains(r.Stderr, "matches nothing") {
		t.Errorf("a failed run reports stale entries:\n%s", r.Stderr)
	}
	if b := drivertest.DecodeReport(t, r.Stdout).Baseline; b == nil || b.File != "base.json" || len(b.Stale) != 0 {
		t.Errorf("a failed run: baseline %+v, want base.json with no stale entries", b)
	}
}
