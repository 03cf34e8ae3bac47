package fix

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// planReport is a report over one file, f.go, holding src.
func planReport(t *testing.T, src string, findings ...report.Finding) *report.Report {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return &report.Report{Dir: dir, Findings: findings}
}

func fixFinding(line int, rule string, edits ...report.Edit) report.Finding {
	return report.Finding{Rule: rule, File: "f.go", Line: line, Column: 1, Fixes: []report.Fix{{Message: rule + " fix", Edits: edits}}}
}

func TestPlanFixes(t *testing.T) {
	const src = "0123456789"
	replace := func(start, end int, text string) report.Edit {
		return report.Edit{File: "f.go", Start: start, End: end, NewText: text}
	}
	for _, tc := range []struct {
		name     string
		findings []report.Finding
		want     string   // f.go after the plan
		fixed    []string // rules of the fixed findings
		skipped  []string // fragments of the skip messages, in order
	}{
		{
			name:     "separate edits",
			findings: []report.Finding{fixFinding(1, "a", replace(1, 2, "A")), fixFinding(2, "b", replace(5, 7, "B"))},
			want:     "0A234B789", fixed: []string{"a", "b"},
		},
		{
			name:     "adjacent edits",
			findings: []report.Finding{fixFinding(1, "a", replace(1, 3, "A")), fixFinding(2, "b", replace(3, 4, "B"))},
			want:     "0AB456789", fixed: []string{"a", "b"},
		},
		{
			name:     "the same fix twice",
			findings: []report.Finding{fixFinding(1, "a", replace(2, 4, "X")), fixFinding(1, "b", replace(2, 4, "X"))},
			want:     "01X456789", fixed: []string{"a", "b"},
		},
		{
			name:     "overlapping edits",
			findings: []report.Finding{fixFinding(1, "a", replace(2, 5, "A")), fixFinding(1, "b", replace(4, 6, "B"))},
			want:     "01A56789", fixed: []string{"a"},
			skipped: []string{`f.go:1:1: fix "b fix" of b not applied: it conflicts with a fix already applied to f.go`},
		},
		{
			name:     "two insertions at one place",
			findings: []report.Finding{fixFinding(1, "a", replace(3, 3, "A")), fixFinding(1, "b", replace(3, 3, "B"))},
			want:     "012A3456789", fixed: []string{"a"},
			skipped: []string{"of b not applied: it conflicts"},
		},
		{
			name:     "an insertion at the end of a replacement",
			findings: []report.Finding{fixFinding(1, "a", replace(3, 5, "A")), fixFinding(1, "b", replace(5, 5, "B"))},
			want:     "012AB56789", fixed: []string{"a", "b"},
		},
		{
			name:     "a fix whose own edits overlap",
			findings: []report.Finding{fixFinding(1, "a", replace(1, 4, "A"), replace(2, 3, "B")), fixFinding(2, "b", replace(8, 9, "C"))},
			want:     "01234567C9", fixed: []string{"b"},
			skipped: []string{"of a not applied: its own edits overlap"},
		},
		{
			name:     "an edit beyond the end of the file",
			findings: []report.Finding{fixFinding(1, "a", replace(1, 2, "A"), replace(9, 11, "B"))},
			want:     src,
			skipped:  []string{"of a not applied: its edit [9,11) lies outside f.go (10 bytes)"},
		},
		{
			name: "a conflicting fix is skipped whole",
			findings: []report.Finding{
				fixFinding(1, "a", replace(5, 6, "A")),
				fixFinding(2, "b", replace(1, 2, "B"), replace(5, 6, "C")),
			},
			want: "01234A6789", fixed: []string{"a"},
			skipped: []string{"of b not applied"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			plan := NewPlan(planReport(t, src, tc.findings...))
			got := src
			if len(plan.Files) == 1 {
				got = string(plan.Files[0].New)
			} else if len(plan.Files) > 1 {
				t.Fatalf("plan changes %d files", len(plan.Files))
			}
			if got != tc.want {
				t.Errorf("f.go becomes %q, want %q", got, tc.want)
			}
			var fixed []string
			for _, f := range plan.Fixed {
				fixed = append(fixed, f.Rule)
			}
			if strings.Join(fixed, ",") != strings.Join(tc.fixed, ",") {
				t.Errorf("fixed %v, want %v", fixed, tc.fixed)
			}
			if len(plan.Skipped) != len(tc.skipped) {
				t.Fatalf("skipped %q, want %d", plan.Skipped, len(tc.skipped))
			}
			for i, s := range plan.Skipped {
				if !strings.Contains(s, tc.skipped[i]) {
					t.Errorf("skip message %q does not say %q", s, tc.skipped[i])
				}
			}
		})
	}
}

// Only the first suggested fix of a finding is applied; the others are
// alternatives.
func TestPlanFixesTakesTheFirstFix(t *testing.T) {
	f := report.Finding{Rule: "a", File: "f.go", Line: 1, Column: 1, Fixes: []report.Fix{
		{Message: "first", Edits: []report.Edit{{File: "f.go", Start: 0, End: 1, NewText: "F"}}},
		{Message: "second", Edits: []report.Edit{{File: "f.go", Start: 2, End: 3, NewText: "S"}}},
	}}
	plan := NewPlan(planReport(t, "abc", f))
	if len(plan.Files) != 1 || string(plan.Files[0].New) != "Fbc" {
		t.Errorf("plan %+v, want the first fix alone", plan.Files)
	}
}
