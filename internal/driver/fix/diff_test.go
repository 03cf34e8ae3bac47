package fix

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// numberedLines is a file of n lines "line 1\n" … "line n\n".
func numberedLines(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	return b.String()
}

// offsetOf is the offset of the first occurrence of s in src.
func offsetOf(t *testing.T, src, s string) int {
	t.Helper()
	i := strings.Index(src, s)
	if i < 0 {
		t.Fatalf("%q not in source", s)
	}
	return i
}

func unifiedDiff(t *testing.T, name, old string, edits []report.Edit) string {
	t.Helper()
	var out bytes.Buffer
	f := File{Name: name, Old: []byte(old), New: ApplyEdits([]byte(old), edits), Edits: edits}
	if err := WriteDiff(&out, []File{f}); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// The exact text for the common shapes: changes within six lines of each
// other share a hunk with three lines of context, others get their own.
func TestUnifiedDiffShape(t *testing.T) {
	src := numberedLines(20)
	at := func(s string) int { return offsetOf(t, src, s) }
	edits := []report.Edit{
		{Start: at("line 3\n") + 5, End: at("line 3\n") + 6, NewText: "three"},
		{Start: at("line 9\n"), End: at("line 10\n"), NewText: ""},                   // removes line 9
		{Start: at("line 18\n"), End: at("line 18\n"), NewText: "inserted\nlines\n"}, // before line 18
	}
	want := `--- a/dir/f.go
+++ b/dir/f.go
@@ -1,12 +1,11 @@
 line 1
 line 2
-line 3
+line three
 line 4
 line 5
 line 6
 line 7
 line 8
-line 9
 line 10
 line 11
 line 12
@@ -15,6 +14,8 @@
 line 15
 line 16
 line 17
+inserted
+lines
 line 18
 line 19
 line 20
`
	if got := unifiedDiff(t, filepath.Join("dir", "f.go"), src, edits); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// A file without a final newline, and text added at its very end.
func TestUnifiedDiffEndOfFile(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		edit      report.Edit
		want      string
	}{
		{
			name: "last line without newline changed",
			src:  "a\nb\nc",
			edit: report.Edit{Start: 4, End: 5, NewText: "C"},
			want: "@@ -1,3 +1,3 @@\n a\n b\n-c\n\\ No newline at end of file\n+C\n\\ No newline at end of file\n",
		},
		{
			name: "newline added at the end",
			src:  "a\nb",
			edit: report.Edit{Start: 3, End: 3, NewText: "\n"},
			want: "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n",
		},
		{
			name: "lines appended after the final newline",
			src:  "a\nb\n",
			edit: report.Edit{Start: 4, End: 4, NewText: "c\nd\n"},
			want: "@@ -1,2 +1,4 @@\n a\n b\n+c\n+d\n",
		},
		{
			name: "text written into an empty file",
			src:  "",
			edit: report.Edit{Start: 0, End: 0, NewText: "package p\n"},
			want: "@@ -0,0 +1 @@\n+package p\n",
		},
		{
			name: "every line removed",
			src:  "a\nb\n",
			edit: report.Edit{Start: 0, End: 4, NewText: ""},
			want: "@@ -1,2 +0,0 @@\n-a\n-b\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := unifiedDiff(t, "f.go", tc.src, []report.Edit{tc.edit})
			if want := "--- a/f.go\n+++ b/f.go\n" + tc.want; got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
			patched := drivertest.ApplyUnifiedDiff(t, map[string]string{"f.go": tc.src}, got)["f.go"]
			if wantText := string(ApplyEdits([]byte(tc.src), []report.Edit{tc.edit})); patched != wantText {
				t.Errorf("diff applies to %q, want %q", patched, wantText)
			}
		})
	}
}

// For any set of edits, the diff applies to the old text and gives the
// new one, its hunks carry at most three lines of context at each end, and
// git, where it is installed, agrees.
func TestUnifiedDiffAppliesToRandomEdits(t *testing.T) {
	git, gitErr := exec.LookPath("git")
	rng := rand.New(rand.NewPCG(1, 2))
	gitRuns := 0
	for trial := range 300 {
		src := numberedLines(1 + rng.IntN(60))
		if rng.IntN(4) == 0 {
			src = strings.TrimSuffix(src, "\n")
		}
		edits := randomEdits(rng, len(src))
		diff := unifiedDiff(t, "f.go", src, edits)
		want := string(ApplyEdits([]byte(src), edits))
		if got := drivertest.ApplyUnifiedDiff(t, map[string]string{"f.go": src}, diff)["f.go"]; got != want {
			t.Fatalf("trial %d: edits %+v on %q\ndiff:\n%s\napplies to %q, want %q", trial, edits, src, diff, got, want)
		}
		if want == src && diff != "" {
			t.Fatalf("trial %d: edits that change nothing give hunks:\n%s", trial, diff)
		}
		checkContext(t, diff)
		if gitErr == nil && diff != "" && gitRuns < 10 {
			gitApply(t, git, src, want, diff)
			gitRuns++
		}
	}
	if gitErr == nil && gitRuns == 0 {
		t.Errorf("no trial changed anything")
	}
}

// randomEdits returns sorted, non-overlapping edits of a text of n bytes.
func randomEdits(rng *rand.Rand, n int) []report.Edit {
	var edits []report.Edit
	pos := 0
	for pos <= n && rng.IntN(3) != 0 {
		start := pos + rng.IntN(n-pos+1)
		end := start + rng.IntN(min(12, n-start)+1)
		texts := []string{"", "x", "new line\n", "a\nb\n", "\n", "line 1\n"}
		edits = append(edits, report.Edit{Start: start, End: end, NewText: texts[rng.IntN(len(texts))]})
		pos = end // adjacent edits are allowed
		if end == start {
			pos++ // two insertions at one place are not
		}
	}
	return edits
}

var hunkLines = regexp.MustCompile(`(?m)^@@ .* @@\n((?:[ +\-\\].*\n)*)`)

// checkContext fails on a hunk with more than diffContext kept lines at
// its start or end.
func checkContext(t *testing.T, diff string) {
	t.Helper()
	for _, m := range hunkLines.FindAllStringSubmatch(diff, -1) {
		var kinds []byte
		for _, l := range strings.Split(strings.TrimSuffix(m[1], "\n"), "\n") {
			if l[0] != '\\' {
				kinds = append(kinds, l[0])
			}
		}
		lead := len(kinds) - len(bytes.TrimLeft(kinds, " "))
		trail := len(kinds) - len(bytes.TrimRight(kinds, " "))
		if lead > diffContext || trail > diffContext || lead == len(kinds) {
			t.Fatalf("hunk with %d leading and %d trailing context lines:\n%s", lead, trail, m[0])
		}
	}
}

// gitApply checks the diff with git apply, in a scratch repository.
func gitApply(t *testing.T, git, old, want, diff string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f.go"), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "fix.diff"), []byte(diff), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(git, "apply", "fix.diff")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git apply: %v\n%s\ndiff:\n%s", err, out, diff)
	}
	if got := drivertest.ReadFile(t, dir, "f.go"); got != want {
		t.Fatalf("git apply gives %q, want %q", got, want)
	}
}
