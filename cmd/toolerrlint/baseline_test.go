package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Adoption in CI with the real rules: a baseline written on the findings
// module holds its findings through edits that move them; a run with it
// reports exactly the findings added since, a repeat of a recorded one
// among them, in every format, and exits 1; once they are gone, it exits
// 0.
func TestBaseline(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	r := toolerrlint(t, "", "-C", module, "-write-baseline", ".toolerrlint-baseline.json")
	r.WantCode(t, report.ExitClean)
	recorded := drivertest.ReadFile(t, module, ".toolerrlint-baseline.json")
	if !strings.Contains(recorded, `"tool": "get_issue"`) {
		t.Errorf("the baseline does not name the tool of a finding:\n%s", recorded)
	}

	src := drivertest.ReadFile(t, module, "tools/handler.go")
	src = strings.Replace(src, "import (", "// Lines added here move every finding below.\n\nimport (", 1)
	moved := src
	src = strings.Replace(src, "\tid, ok := args[\"id\"].(string)\n", `	if ctx == nil {
		panic("no context") // new
	}
	id, ok := args["id"].(string)
`, 1)
	// The same failure as the recorded one, after it: the one entry holds
	// the first, and the second is new.
	src = strings.Replace(src, "\treturn fmt.Sprintf(", `	if id == "" {
		return "", errors.New("id must be a string") // new
	}
	return fmt.Sprintf(`, 1)
	if err := os.WriteFile(filepath.Join(module, "tools", "handler.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var want []drivertest.FindingKey
	for _, p := range drivertest.Occurrences(t, module, "// new", true) {
		rule := "protocolerr"
		if strings.Contains(strings.Split(src, "\n")[p.Line-1], "panic(") {
			rule = "handlerpanic"
		}
		want = append(want, drivertest.FindingKey{Rule: rule, File: p.File, Line: p.Line})
	}
	drivertest.SortKeys(want)
	if len(want) != 2 {
		t.Fatalf("the edit adds %d marked lines, want 2", len(want))
	}

	for _, format := range []string{"text", "json", "sarif", "github"} {
		r := toolerrlint(t, "", "-C", module, "-baseline", ".toolerrlint-baseline.json", "-format", format)
		r.WantCode(t, report.ExitFindings)
		var got []drivertest.FindingKey
		for _, l := range drivertest.Reported(t, format, r.Stdout) {
			got = append(got, drivertest.FindingKey{Rule: l.Rule, File: l.File, Line: l.Line})
		}
		drivertest.SortKeys(got)
		if !slices.Equal(got, want) {
			t.Errorf("-format %s reports:\n%v\nwant the new findings alone:\n%v", format, got, want)
		}
	}
	all := toolerrlint(t, "", "-C", module, "-format", "json")
	if n, held := len(drivertest.DecodeReport(t, all.Stdout).Diagnostics), strings.Count(recorded, `"file"`); n != held+len(want) {
		t.Errorf("without -baseline, %d findings; want the %d recorded and the %d new", n, held, len(want))
	}

	// Without the new findings, and the recorded ones still moved, the
	// gate passes again.
	if err := os.WriteFile(filepath.Join(module, "tools", "handler.go"), []byte(moved), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "json", "sarif", "github"} {
		r := toolerrlint(t, "", "-C", module, "-baseline", ".toolerrlint-baseline.json", "-format", format)
		r.WantCode(t, report.ExitClean)
		if got := drivertest.Reported(t, format, r.Stdout); len(got) != 0 {
			t.Errorf("-format %s reports findings the baseline holds: %v", format, got)
		}
	}
}
