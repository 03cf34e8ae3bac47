package driver_test

import (
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// errorsNewCall matches the errors.New calls of the findings module, which
// the fake errorsnew rule offers to replace with nil.
var errorsNewCall = regexp.MustCompile(`errors\.New\("[^"]*"\)`)

// fixedByErrorsNew is the findings module as errorsnew's fixes leave it.
func fixedByErrorsNew(t *testing.T) map[string]string {
	return replaceErrorsNew(t, "nil")
}

// replaceErrorsNew is the findings module with every errors.New call
// replaced, and the import of errors gone from the files that no longer
// use it, as -fix leaves a file that builds.
func replaceErrorsNew(t *testing.T, replacement string) map[string]string {
	want := drivertest.ModuleFiles(t, findingsModule)
	for name, src := range want {
		src = errorsNewCall.ReplaceAllString(src, replacement)
		if !errorsUse.MatchString(src) {
			src = strings.Replace(src, "\t\"errors\"\n", "", 1)
		}
		want[name] = src
	}
	return want
}

// errorsUse matches a use of package errors in code, not in a comment.
var errorsUse = regexp.MustCompile(`(?m)^[^/]*\berrors\.`)

func TestFixAppliesEveryFix(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	r := runFake(t, "-C", module, "-fix", "-enable", "errorsnew")
	r.WantCode(t, report.ExitClean) // every finding had a fix
	if r.Stdout != "" {
		t.Errorf("findings reported after fixing them all:\n%s", r.Stdout)
	}
	if got, want := drivertest.ModuleFiles(t, module), fixedByErrorsNew(t); !maps.Equal(got, want) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", got, want)
	}
	calls := drivertest.Occurrences(t, findingsModule, "errors.New(", true)
	var fixedLines []string
	for _, line := range strings.Split(strings.TrimSpace(r.Stderr), "\n") {
		if strings.HasPrefix(line, "toolerrlint: fixed ") {
			fixedLines = append(fixedLines, line)
		}
	}
	if len(fixedLines) != len(calls) {
		t.Errorf("%d fixes reported, want %d:\n%s", len(fixedLines), len(calls), r.Stderr)
	}
	for _, c := range calls {
		want := "toolerrlint: fixed " + filepath.FromSlash(c.File) + ":" + itoa(c.Line) + ":" + itoa(c.Column) + ": drop the error (errorsnew)"
		if !slices.Contains(fixedLines, want) {
			t.Errorf("stderr does not report %q:\n%s", want, r.Stderr)
		}
	}
	if !strings.Contains(r.Stderr, "toolerrlint: applied "+itoa(len(calls))+" fixes to ") {
		t.Errorf("stderr does not sum up the fixes:\n%s", r.Stderr)
	}
}

// What -fix reports is the code it leaves: the findings of the calls
// rule, which has no fix of its own, went with the errors.New calls the
// fixes of errorsnew removed, so nothing is left and the run exits 0.
func TestFixReportsTheFixedCode(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	before := runFake(t, "-C", module, "-format", "json")
	before.WantCode(t, report.ExitFindings)
	if got, want := len(drivertest.DecodeReport(t, before.Stdout).Diagnostics), len(wantErrorsNewFindings(t, true, "calls", "errorsnew")); got != want {
		t.Fatalf("%d findings before -fix, want %d", got, want)
	}
	r := runFake(t, "-C", module, "-fix", "-format", "json")
	r.WantCode(t, report.ExitClean)
	if left := drivertest.DecodeReport(t, r.Stdout).Diagnostics; len(left) != 0 {
		t.Errorf("-fix reports findings of the code before the fixes:\n%v", left)
	}
	if got, want := drivertest.ModuleFiles(t, module), fixedByErrorsNew(t); !maps.Equal(got, want) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", got, want)
	}
}

// -diff changes no file and prints what -fix would do, as a diff that
// applies to the files and gives what -fix writes.
func TestDiffPrintsWhatFixWrites(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	before := drivertest.ModuleFiles(t, module)
	r := runFake(t, "-C", module, "-diff")
	r.WantCode(t, report.ExitFindings)
	if got := drivertest.ModuleFiles(t, module); !maps.Equal(got, before) {
		t.Errorf("-diff changed files")
	}
	// The report is not shown: the findings the diff does not fix are
	// counted.
	if want := "toolerrlint: 4 of the 8 findings have no suggested fix\n"; r.Stderr != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", r.Stderr, want)
	}
	patched := drivertest.ApplyUnifiedDiff(t, before, r.Stdout)
	if want := fixedByErrorsNew(t); !maps.Equal(patched, want) {
		t.Errorf("the diff applied gives:\n%v\nwant:\n%v", patched, want)
	}

	out := filepath.Join(t.TempDir(), "fixes.diff")
	runFake(t, "-C", module, "-diff", "-o", out).WantCode(t, report.ExitFindings)
	if got := drivertest.ReadFile(t, "", out); got != r.Stdout {
		t.Errorf("-o file differs from standard output:\n%s", got)
	}
	// -fix with -diff shows the fixes and writes nothing, as go vet does.
	both := runFake(t, "-C", module, "-fix", "-diff")
	both.WantCode(t, report.ExitFindings)
	if both.Stdout != r.Stdout || !maps.Equal(drivertest.ModuleFiles(t, module), before) {
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
// applied, and the other is offered again on the fixed code; a fix next to
// them, which touches other bytes, is applied too. Only the first fix of a
// finding counts. Here the fix applied (nil in place of the call) leaves
// nothing for the other rule to report: its fix is not applied and not
// mentioned, and the run exits 0.
func TestFixConflictingFixesMeet(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	r := runRules(t, overlappingRules(), "-C", module, "-fix")
	r.WantCode(t, report.ExitClean)
	if r.Stdout != "" {
		t.Errorf("findings after -fix:\n%s", r.Stdout)
	}
	if strings.Contains(r.Stderr, "not applied") || strings.Contains(r.Stderr, "wraperr") {
		t.Errorf("stderr mentions the fix of a finding the fixed code no longer has:\n%s", r.Stderr)
	}
	expected := replaceErrorsNew(t, "nil /* was errors.New */")
	if got := drivertest.ModuleFiles(t, module); !maps.Equal(got, expected) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", got, expected)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
