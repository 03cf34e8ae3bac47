package fix

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// textAnalysis is an analysis of the .txt files of dir that reports each
// occurrence of a word of rules, keyed by rule name, with a fix replacing
// it by the rule's replacement; a file holding "broken" fails to load, as
// its package "p/" + the file's name.
func textAnalysis(t *testing.T, dir string, rules map[string][2]string) Analysis {
	return func(overlay map[string][]byte) *report.Report {
		r := &report.Report{Dir: dir}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			path := filepath.Join(dir, e.Name())
			src, ok := overlay[path]
			if !ok {
				if src, err = os.ReadFile(path); err != nil {
					t.Fatal(err)
				}
			}
			if strings.Contains(string(src), "broken") {
				r.Errors = append(r.Errors, report.Error{Package: "p/" + e.Name(), Message: e.Name() + ":1:1: broken"})
			}
			for rule, rw := range rules {
				word, with := rw[0], rw[1]
				for i := 0; ; {
					j := strings.Index(string(src[i:]), word)
					if j < 0 {
						break
					}
					i += j
					r.Findings = append(r.Findings, report.Finding{Rule: rule, File: e.Name(), Line: 1, Column: i + 1, Message: word,
						Fixes: []report.Fix{{Message: "replace " + word, Edits: []report.Edit{{File: e.Name(), Start: i, End: i + len(word), NewText: with}}}}})
					i += len(word)
				}
			}
		}
		report.Sort(r.Findings)
		return r
	}
}

func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// newContent is the content of each file the outcome changes, by name.
func newContent(out Outcome) map[string]string {
	got := make(map[string]string)
	for _, f := range out.Files {
		got[f.Name] = string(f.New)
	}
	return got
}

// Fixes that make findings with fixes of their own are applied pass after
// pass: a becomes b, b becomes c. The files' edits go from the disk to the
// last pass.
func TestConvergeFollowsFixesOfFixes(t *testing.T) {
	dir := writeFiles(t, map[string]string{"f.txt": "a x a\n"})
	analyze := textAnalysis(t, dir, map[string][2]string{"ab": {"a", "b"}, "bc": {"b", "c"}})
	out := Converge(analyze(nil), analyze)
	if got := newContent(out)["f.txt"]; got != "c x c\n" {
		t.Errorf("f.txt becomes %q, want %q", got, "c x c\n")
	}
	if out.Passes != 2 || len(out.Applied) != 4 || len(out.Report.Findings) != 0 || out.Pending != 0 {
		t.Errorf("passes %d, applied %d, findings left %v, pending %d; want 2, 4, none, 0", out.Passes, len(out.Applied), out.Report.Findings, out.Pending)
	}
	f := out.Files[0]
	if string(f.Old) != "a x a\n" || string(ApplyEdits(f.Old, f.Edits)) != string(f.New) {
		t.Errorf("edits of %q do not give %q: %+v", f.Old, f.New, f.Edits)
	}
	if out.Report.Overlay[filepath.Join(dir, "f.txt")] == nil {
		t.Errorf("the report of the fixed code does not read the fixed content")
	}
}

// Fixes that never settle stop after MaxPasses, the rest counted.
func TestConvergeStopsAtMaxPasses(t *testing.T) {
	dir := writeFiles(t, map[string]string{"f.txt": "a\n"})
	analyze := textAnalysis(t, dir, map[string][2]string{"grow": {"a", "aa"}})
	out := Converge(analyze(nil), analyze)
	want := strings.Repeat("a", 1<<MaxPasses) + "\n"
	if got := newContent(out)["f.txt"]; got != want || out.Passes != MaxPasses || out.Pending != 1<<MaxPasses {
		t.Errorf("f.txt %q after %d passes, %d pending; want %q, %d, %d", got, out.Passes, out.Pending, want, MaxPasses, 1<<MaxPasses)
	}
}

// A pass that breaks a file's package is taken back for that file, which
// stays as it was; the other file's fixes apply.
func TestConvergeTakesBackTheFileTheErrorsName(t *testing.T) {
	dir := writeFiles(t, map[string]string{"bad.txt": "a\n", "good.txt": "q\n"})
	analyze := textAnalysis(t, dir, map[string][2]string{"breaks": {"a", "broken"}, "fine": {"q", "c"}})
	out := Converge(analyze(nil), analyze)
	if got := newContent(out); len(got) != 1 || got["good.txt"] != "c\n" {
		t.Errorf("files %q, want good.txt alone, fixed", got)
	}
	if len(out.Broken) != 1 || len(out.Broken[0].Fixes) != 1 || out.Broken[0].Fixes[0].Finding.File != "bad.txt" || out.Broken[0].Errors[0].Package != "p/bad.txt" {
		t.Errorf("broken %+v, want the fix of bad.txt and its error", out.Broken)
	}
	if len(out.Report.Errors) != 0 || len(out.Report.Findings) != 1 {
		t.Errorf("report of the fixed code: errors %v, findings %v; want none, and bad.txt's", out.Report.Errors, out.Report.Findings)
	}
}

// Errors that name no file of the pass take back the whole pass; a
// package that failed before the fixes does not count against them.
func TestConvergeTakesBackAPassTheErrorsDoNotPlace(t *testing.T) {
	dir := writeFiles(t, map[string]string{"bad.txt": "a\n", "good.txt": "q\n", "old.txt": "broken\n"})
	rules := map[string][2]string{"breaks": {"a", "broken"}, "fine": {"q", "c"}}
	base := textAnalysis(t, dir, rules)
	unplaced := func(overlay map[string][]byte) *report.Report {
		r := base(overlay)
		for i := range r.Errors {
			r.Errors[i].Message = "broken somewhere"
		}
		return r
	}
	out := Converge(unplaced(nil), unplaced)
	if len(out.Files) != 0 || out.Passes != 0 {
		t.Errorf("files %v after %d passes, want none", newContent(out), out.Passes)
	}
	if len(out.Broken) != 1 || len(out.Broken[0].Fixes) != 2 || len(out.Broken[0].Errors) != 1 || out.Broken[0].Errors[0].Package != "p/bad.txt" {
		t.Errorf("broken %+v, want both fixes, for the error of p/bad.txt alone", out.Broken)
	}
}
