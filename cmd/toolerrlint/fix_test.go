package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// errorsNewCall matches the errors.New calls of the findings module, which
// the fake errorsnew rule offers to replace with nil.
var errorsNewCall = regexp.MustCompile(`errors\.New\("[^"]*"\)`)

// moduleFiles reads the Go files of a module, by slash-separated path.
func moduleFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := make(map[string]string)
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = string(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// fixedByErrorsNew is the findings module as errorsnew's fixes leave it.
func fixedByErrorsNew(t *testing.T) map[string]string {
	want := moduleFiles(t, findingsModule)
	for name, src := range want {
		want[name] = errorsNewCall.ReplaceAllString(src, "nil")
	}
	return want
}

func TestFixAppliesEveryFix(t *testing.T) {
	module := copyModule(t, findingsModule)
	r := runFake(t, "-C", module, "-fix", "-enable", "errorsnew")
	r.wantCode(t, exitClean) // every finding had a fix
	if r.stdout != "" {
		t.Errorf("findings reported after fixing them all:\n%s", r.stdout)
	}
	if got, want := moduleFiles(t, module), fixedByErrorsNew(t); !equalMaps(got, want) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", got, want)
	}
	calls := occurrences(t, findingsModule, "errors.New(", true)
	var fixedLines []string
	for _, line := range strings.Split(strings.TrimSpace(r.stderr), "\n") {
		if strings.HasPrefix(line, "toolerrlint: fixed ") {
			fixedLines = append(fixedLines, line)
		}
	}
	if len(fixedLines) != len(calls) {
		t.Errorf("%d fixes reported, want %d:\n%s", len(fixedLines), len(calls), r.stderr)
	}
	for _, c := range calls {
		want := "toolerrlint: fixed " + filepath.FromSlash(c.File) + ":" + itoa(c.Line) + ":" + itoa(c.Column) + ": drop the error (errorsnew)"
		if !slices.Contains(fixedLines, want) {
			t.Errorf("stderr does not report %q:\n%s", want, r.stderr)
		}
	}
	if !strings.Contains(r.stderr, "toolerrlint: applied "+itoa(len(calls))+" fixes to ") {
		t.Errorf("stderr does not sum up the fixes:\n%s", r.stderr)
	}
}

// Findings without a fix are reported, in the chosen format, after the
// others are fixed; they decide the exit status.
func TestFixReportsTheFindingsLeft(t *testing.T) {
	module := copyModule(t, findingsModule)
	r := runFake(t, "-C", module, "-fix", "-format", "json")
	r.wantCode(t, exitFindings)
	var left []textLine
	for _, d := range decodeReport(t, r.stdout).Diagnostics {
		left = append(left, textLine{File: d.File, Line: d.Line, Column: d.Column, Rule: d.Rule})
	}
	if want := sortedLines(wantErrorsNewFindings(t, true, "calls")); !slices.Equal(left, want) {
		t.Errorf("findings left:\n got %v\nwant %v", left, want)
	}
	if got, want := moduleFiles(t, module), fixedByErrorsNew(t); !equalMaps(got, want) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", got, want)
	}
}

// -diff changes no file and prints what -fix would do, as a diff that
// applies to the files and gives what -fix writes.
func TestDiffPrintsWhatFixWrites(t *testing.T) {
	module := copyModule(t, findingsModule)
	before := moduleFiles(t, module)
	r := runFake(t, "-C", module, "-diff")
	r.wantCode(t, exitFindings)
	if got := moduleFiles(t, module); !equalMaps(got, before) {
		t.Errorf("-diff changed files")
	}
	if r.stderr != "" {
		t.Errorf("stderr:\n%s", r.stderr)
	}
	patched := applyUnifiedDiff(t, before, r.stdout)
	if want := fixedByErrorsNew(t); !equalMaps(patched, want) {
		t.Errorf("the diff applied gives:\n%v\nwant:\n%v", patched, want)
	}

	out := filepath.Join(t.TempDir(), "fixes.diff")
	runFake(t, "-C", module, "-diff", "-o", out).wantCode(t, exitFindings)
	if got := readFile(t, "", out); got != r.stdout {
		t.Errorf("-o file differs from standard output:\n%s", got)
	}
	// -fix with -diff shows the fixes and writes nothing, as go vet does.
	both := runFake(t, "-C", module, "-fix", "-diff")
	both.wantCode(t, exitFindings)
	if both.stdout != r.stdout || !equalMaps(moduleFiles(t, module), before) {
		t.Errorf("-fix -diff does not act as -diff")
	}
}

// overlappingRules returns two rules with different fixes for the same
// errors.New calls, and a third whose fix only inserts after each call.
func overlappingRules() []*analysis.Analyzer {
	replace := func(name, text string) *analysis.Analyzer {
		a := &analysis.Analyzer{Name: name, Doc: name + " replaces errors.New calls"}
		a.Run = func(pass *analysis.Pass) (any, error) {
			for _, call := range errorsNewCalls(pass) {
				pass.Report(analysis.Diagnostic{
					Pos: call.Pos(), End: call.End(), Message: name + " finding",
					SuggestedFixes: []analysis.SuggestedFix{
						{Message: "use " + text, TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte(text)}}},
						{Message: "never applied", TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.Pos(), NewText: []byte("/* second fix */")}}},
					},
				})
			}
			return nil, nil
		}
		return a
	}
	after := &analysis.Analyzer{Name: "comment", Doc: "comment marks errors.New calls"}
	after.Run = func(pass *analysis.Pass) (any, error) {
		for _, call := range errorsNewCalls(pass) {
			pass.Report(analysis.Diagnostic{
				Pos: call.Pos(), End: call.End(), Message: "comment finding",
				SuggestedFixes: []analysis.SuggestedFix{{Message: "mark the call", TextEdits: []analysis.TextEdit{{Pos: call.End(), End: call.End(), NewText: []byte(" /* was errors.New */")}}}},
			})
		}
		return nil, nil
	}
	return []*analysis.Analyzer{replace("nilerr", "nil"), replace("wraperr", "wrapped"), after}
}

// Of two fixes that touch the same bytes, the first in report order is
// applied and the other skipped with a message; a fix next to them, which
// touches other bytes, is applied too. Only the first fix of a finding
// counts.
func TestFixSkipsConflictingFixes(t *testing.T) {
	module := copyModule(t, findingsModule)
	r := runRules(t, overlappingRules(), "-C", module, "-fix")
	r.wantCode(t, exitFindings)
	calls := occurrences(t, findingsModule, "errors.New(", true)
	var left []textLine
	for _, l := range parseText(t, r.stdout) {
		left = append(left, textLine{File: l.File, Line: l.Line, Column: l.Column, Rule: l.Rule})
	}
	var want []textLine
	for _, c := range calls {
		want = append(want, textLine{File: c.File, Line: c.Line, Column: c.Column, Rule: "wraperr"})
		skipped := filepath.FromSlash(c.File) + ":" + itoa(c.Line) + ":" + itoa(c.Column) + `: fix "use wrapped" of wraperr not applied: it conflicts with a fix already applied to `
		if !strings.Contains(r.stderr, skipped) {
			t.Errorf("stderr does not say %q:\n%s", skipped, r.stderr)
		}
	}
	if want = sortedLines(want); !slices.Equal(left, want) {
		t.Errorf("findings left:\n got %v\nwant %v", left, want)
	}
	expected := moduleFiles(t, findingsModule)
	for name, src := range expected {
		expected[name] = errorsNewCall.ReplaceAllString(src, "nil /* was errors.New */")
	}
	if got := moduleFiles(t, module); !equalMaps(got, expected) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", got, expected)
	}
}

// applyUnifiedDiff applies a unified diff to files, checking every header,
// count and context line on the way, as patch would refuse a bad one.
func applyUnifiedDiff(t *testing.T, files map[string]string, diff string) map[string]string {
	t.Helper()
	out := make(map[string]string, len(files))
	for k, v := range files {
		out[k] = v
	}
	lines := strings.SplitAfter(diff, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	hunkHeader := regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@\n$`)
	for i := 0; i < len(lines); {
		oldName, ok1 := strings.CutPrefix(lines[i], "--- a/")
		if !ok1 || i+1 >= len(lines) || lines[i+1] != "+++ b/"+oldName {
			t.Fatalf("diff line %d: want a ---/+++ file header, got %q", i+1, lines[i])
		}
		name := strings.TrimSuffix(oldName, "\n")
		src, ok := out[name]
		if !ok {
			t.Fatalf("diff names %s, which does not exist", name)
		}
		old := strings.SplitAfter(src, "\n")
		if old[len(old)-1] == "" {
			old = old[:len(old)-1]
		}
		var result []string
		next := 0 // index of the first old line not yet copied
		i += 2
		for i < len(lines) && strings.HasPrefix(lines[i], "@@ ") {
			m := hunkHeader.FindStringSubmatch(lines[i])
			if m == nil {
				t.Fatalf("bad hunk header %q", lines[i])
			}
			oldStart, oldCount := atoi(t, m[1]), countOf(t, m[2])
			newCount := countOf(t, m[4])
			first := oldStart - 1
			if oldCount == 0 {
				first = oldStart // an empty side names the line before
			}
			if first < next {
				t.Fatalf("%s: hunk %q overlaps the one before", name, lines[i])
			}
			result = append(result, old[next:first]...)
			next = first
			i++
			seenOld, seenNew := 0, 0
			for i < len(lines) && (seenOld < oldCount || seenNew < newCount) {
				l := lines[i]
				i++
				text := l[1:]
				if i < len(lines) && lines[i] == "\\ No newline at end of file\n" {
					text = strings.TrimSuffix(text, "\n")
					i++
				}
				switch l[0] {
				case ' ', '-':
					if next >= len(old) || old[next] != text {
						t.Fatalf("%s: line %d is %q, the diff says %q", name, next+1, lineAt(old, next), text)
					}
					next++
					seenOld++
					if l[0] == ' ' {
						result = append(result, text)
						seenNew++
					}
				case '+':
					result = append(result, text)
					seenNew++
				default:
					t.Fatalf("%s: bad diff line %q", name, l)
				}
			}
			if seenOld != oldCount || seenNew != newCount {
				t.Fatalf("%s: hunk counts %d,%d; lines %d,%d", name, oldCount, newCount, seenOld, seenNew)
			}
		}
		out[name] = strings.Join(append(result, old[next:]...), "")
	}
	return out
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end of file)"
}

func countOf(t *testing.T, s string) int {
	if s == "" {
		return 1
	}
	return atoi(t, s)
}

func itoa(n int) string { return strconv.Itoa(n) }

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
