package driver_test

import (
	"cmp"
	"go/ast"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/cache"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// These tests hold -fix to what a second run would say: it reports the
// code it wrote, and carries fixes that conflict or that make new
// findings to the end, in one run.

// callRule is a rule reporting, with message, the errors.New calls for
// which want says so, offering the fix that fix gives (none when nil).
func callRule(name string, want func(pass *analysis.Pass, call *ast.CallExpr) (string, bool), fix func(pass *analysis.Pass, call *ast.CallExpr) *analysis.SuggestedFix) *analysis.Analyzer {
	a := &analysis.Analyzer{Name: name, Doc: name + " reports errors.New calls"}
	a.Run = func(pass *analysis.Pass) (any, error) {
		for _, call := range errorsNewCalls(pass) {
			message, ok := want(pass, call)
			if !ok {
				continue
			}
			d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Message: message}
			if fix != nil {
				d.SuggestedFixes = []analysis.SuggestedFix{*fix(pass, call)}
			}
			pass.Report(d)
		}
		return nil, nil
	}
	return a
}

// textOf is the text of an errors.New call's literal argument.
func textOf(call *ast.CallExpr) string {
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok {
		return ""
	}
	s, _ := strconv.Unquote(lit.Value)
	return s
}

// shiftingRules are three rules whose fixes move and change what the
// third reports:
//   - shift: a call on a line not under a "// checked" comment; its fix
//     adds that comment on a line of its own, which moves every line
//     below;
//   - upper: a call whose text starts in lower case; its fix capitalizes
//     the text;
//   - text: every call, with its text in the message, and no fix.
func shiftingRules() []*analysis.Analyzer {
	shift := callRule("shift",
		func(pass *analysis.Pass, call *ast.CallExpr) (string, bool) {
			return "call on an unchecked line", !commentOnLine(pass, call, "// checked", -1)
		},
		func(pass *analysis.Pass, call *ast.CallExpr) *analysis.SuggestedFix {
			tf := pass.Fset.File(call.Pos())
			start := tf.LineStart(tf.Line(call.Pos()))
			return &analysis.SuggestedFix{Message: "mark the line checked", TextEdits: []analysis.TextEdit{{Pos: start, End: start, NewText: []byte("// checked\n")}}}
		})
	upper := callRule("upper",
		func(pass *analysis.Pass, call *ast.CallExpr) (string, bool) {
			text := textOf(call)
			return "error text in lower case", text != "" && unicode.IsLower(rune(text[0]))
		},
		func(pass *analysis.Pass, call *ast.CallExpr) *analysis.SuggestedFix {
			text := textOf(call)
			arg := call.Args[0]
			return &analysis.SuggestedFix{Message: "capitalize the text", TextEdits: []analysis.TextEdit{{Pos: arg.Pos(), End: arg.End(), NewText: []byte(strconv.Quote(strings.ToUpper(text[:1]) + text[1:]))}}}
		})
	text := callRule("text",
		func(pass *analysis.Pass, call *ast.CallExpr) (string, bool) {
			return "builds the error " + strconv.Quote(textOf(call)), true
		}, nil)
	return []*analysis.Analyzer{shift, upper, text}
}

// commentOnLine reports whether the file of call has the comment text on
// the line delta lines from the call's, and after the call when on its
// line.
func commentOnLine(pass *analysis.Pass, call *ast.CallExpr, text string, delta int) bool {
	line := pass.Fset.Position(call.Pos()).Line + delta
	for _, f := range pass.Files {
		if pass.Fset.File(f.Pos()) != pass.Fset.File(call.Pos()) {
			continue
		}
		for _, g := range f.Comments {
			for _, c := range g.List {
				if c.Text == text && pass.Fset.Position(c.Pos()).Line == line && (delta != 0 || c.Pos() >= call.End()) {
					return true
				}
			}
		}
	}
	return false
}

// markRule reports a call without the comment /* NAME */ after it on its
// line, and offers to insert it right after the call: two such rules
// insert at the same place, where one fix of a pass has to wait for the
// next.
func markRule(name string) *analysis.Analyzer {
	comment := "/* " + name + " */"
	return callRule(name,
		func(pass *analysis.Pass, call *ast.CallExpr) (string, bool) {
			return "call not marked " + name, !commentOnLine(pass, call, comment, 0)
		},
		func(pass *analysis.Pass, call *ast.CallExpr) *analysis.SuggestedFix {
			return insertAfter(call, "mark the call "+name, " "+comment)
		})
}

func insertAfter(call *ast.CallExpr, message, text string) *analysis.SuggestedFix {
	return &analysis.SuggestedFix{Message: message, TextEdits: []analysis.TextEdit{{Pos: call.End(), End: call.End(), NewText: []byte(text)}}}
}

// runModule runs the rules on the module with args, -C naming it.
func runModule(t *testing.T, rules []*analysis.Analyzer, module string, args ...string) drivertest.Result {
	t.Helper()
	return runRules(t, rules, append([]string{"-C", module}, args...)...)
}

// What -fix prints, in every format, and its exit status, are those of a
// run on the code it wrote: the findings without a fix are reported on
// the lines the inserted lines moved them to, with the text the other
// fixes changed in their messages.
func TestFixReportsAsAFreshRun(t *testing.T) {
	for _, format := range []string{"text", "json", "sarif"} {
		t.Run(format, func(t *testing.T) {
			module := drivertest.CopyModule(t, findingsModule)
			before := runModule(t, shiftingRules(), module, "-format", format)
			before.WantCode(t, report.ExitFindings)
			fixed := runModule(t, shiftingRules(), module, "-fix", "-format", format)
			fresh := runModule(t, shiftingRules(), module, "-format", format)
			fixed.WantCode(t, fresh.Code)
			if fixed.Stdout != fresh.Stdout {
				t.Errorf("-fix reports:\n%s\na run on the code it wrote reports:\n%s", fixed.Stdout, fresh.Stdout)
			}
			old, now := drivertest.Reported(t, format, before.Stdout), drivertest.Reported(t, format, fixed.Stdout)
			if len(now) != len(drivertest.Occurrences(t, findingsModule, "errors.New(", true)) {
				t.Fatalf("-fix reports %d findings, want one per call, of the rule without a fix:\n%s", len(now), fixed.Stdout)
			}
			for _, l := range now {
				if l.Rule != "text" {
					t.Errorf("finding of a rule whose fixes were applied: %v", l)
				}
				if slices.ContainsFunc(old, func(o drivertest.TextLine) bool { return o.File == l.File && o.Line == l.Line }) {
					t.Errorf("finding at the line it had before the fixes: %v", l)
				}
				if slices.ContainsFunc(old, func(o drivertest.TextLine) bool { return o.Message == l.Message }) {
					t.Errorf("finding with the message it had before the fixes: %v", l)
				}
			}
		})
	}
}

// Two fixes that insert at one place conflict: the first applies, and the
// second, offered again on the fixed code, applies in a second pass. -diff
// shows what the two passes write, and a run after -fix finds nothing.
func TestFixAppliesADroppedFixInTheNextPass(t *testing.T) {
	rules := []*analysis.Analyzer{markRule("ma"), markRule("mb")}
	module := drivertest.CopyModule(t, findingsModule)
	before := drivertest.ModuleFiles(t, module)
	diff := runModule(t, rules, module, "-diff")
	diff.WantCode(t, report.ExitFindings)

	r := runModule(t, rules, module, "-fix")
	r.WantCode(t, report.ExitClean)
	if r.Stdout != "" {
		t.Errorf("findings after -fix:\n%s", r.Stdout)
	}
	calls := len(drivertest.Occurrences(t, findingsModule, "errors.New(", true))
	if want := "toolerrlint: applied " + itoa(2*calls) + " fixes to 4 files in 2 passes\n"; !strings.HasSuffix(r.Stderr, want) {
		t.Errorf("stderr does not end with %q:\n%s", want, r.Stderr)
	}
	if strings.Contains(r.Stderr, "not applied") {
		t.Errorf("stderr reports a fix not applied:\n%s", r.Stderr)
	}
	want := replaceCalls(before, "${0} /* mb */ /* ma */") // the second inserted at the same place
	after := drivertest.ModuleFiles(t, module)
	if !maps.Equal(after, want) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", after, want)
	}
	if patched := drivertest.ApplyUnifiedDiff(t, before, diff.Stdout); !maps.Equal(patched, after) {
		t.Errorf("the -diff output applied differs from what -fix wrote:\n%s", diff.Stdout)
	}
	runModule(t, rules, module).WantCode(t, report.ExitClean)
}

// replaceCalls is files with each errors.New call replaced, as
// regexp.Expand expands with.
func replaceCalls(files map[string]string, with string) map[string]string {
	out := make(map[string]string, len(files))
	for name, src := range files {
		out[name] = errorsNewCall.ReplaceAllString(src, with)
	}
	return out
}

// A fix that its own finding outlives is applied once a pass, MaxPasses
// times, and the run says that fixes are left.
func TestFixStopsAfterTheLastPass(t *testing.T) {
	again := callRule("again",
		func(*analysis.Pass, *ast.CallExpr) (string, bool) { return "call", true },
		func(_ *analysis.Pass, call *ast.CallExpr) *analysis.SuggestedFix {
			return insertAfter(call, "mark the call again", " /* again */")
		})
	rules := []*analysis.Analyzer{again}
	module := drivertest.CopyModule(t, findingsModule)
	before := drivertest.ModuleFiles(t, module)
	r := runModule(t, rules, module, "-fix")
	r.WantCode(t, report.ExitFindings)
	calls := len(drivertest.Occurrences(t, findingsModule, "errors.New(", true))
	if want := "toolerrlint: " + itoa(calls) + " fixes still to apply after 4 passes: run -fix again\n"; !strings.Contains(r.Stderr, want) {
		t.Errorf("stderr does not say %q:\n%s", want, r.Stderr)
	}
	if want := replaceCalls(before, "${0}"+strings.Repeat(" /* again */", 4)); !maps.Equal(drivertest.ModuleFiles(t, module), want) {
		t.Errorf("files after -fix:\n%v\nwant:\n%v", drivertest.ModuleFiles(t, module), want)
	}
	if fresh := runModule(t, rules, module); r.Stdout != fresh.Stdout {
		t.Errorf("-fix reports:\n%s\na run on the code it wrote reports:\n%s", r.Stdout, fresh.Stdout)
	}
}

// A fix that leaves code that does not build is not applied: its file is
// left as it was, the fixes of the other files are written, and the run
// names the fix and exits 2.
func TestFixTakesBackAFixThatBreaksTheBuild(t *testing.T) {
	breaker := callRule("breaker",
		func(*analysis.Pass, *ast.CallExpr) (string, bool) { return "call", true },
		func(pass *analysis.Pass, call *ast.CallExpr) *analysis.SuggestedFix {
			text := "nil"
			if filepath.Base(pass.Fset.File(call.Pos()).Name()) == "add.go" {
				text = "undefinedName"
			}
			return &analysis.SuggestedFix{Message: "replace the call with " + text, TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte(text)}}}
		})
	rules := []*analysis.Analyzer{breaker}
	module := drivertest.CopyModule(t, findingsModule)
	before := drivertest.ModuleFiles(t, module)
	r := runModule(t, rules, module, "-fix", "-format", "json")
	r.WantCode(t, report.ExitFailure)

	after := drivertest.ModuleFiles(t, module)
	if after["tools/add.go"] != before["tools/add.go"] {
		t.Errorf("tools/add.go changed:\n%s", after["tools/add.go"])
	}
	for name, src := range after {
		if name != "tools/add.go" && strings.Contains(src, "errors.New(") {
			t.Errorf("%s was not fixed:\n%s", name, src)
		}
	}
	add := drivertest.Occurrences(t, findingsModule, "errors.New(", true)[1]
	if add.File != "tools/add.go" {
		t.Fatalf("the second call is in %s", add.File)
	}
	said := filepath.FromSlash(add.File) + ":" + itoa(add.Line) + ":" + itoa(add.Column) + `: fix "replace the call with undefinedName" of breaker not applied: the code it leaves does not build`
	if !strings.Contains(r.Stderr, said) {
		t.Errorf("stderr does not say %q:\n%s", said, r.Stderr)
	}
	rep := drivertest.DecodeReport(t, r.Stdout)
	if len(rep.Errors) != 1 || !strings.Contains(rep.Errors[0].Message, "fixes to "+filepath.FromSlash("tools/add.go")+" leave code that does not build") || !strings.Contains(rep.Errors[0].Message, "undefinedName") {
		t.Errorf("errors %+v, want the fix that breaks the build and its error", rep.Errors)
	}
	if len(rep.Diagnostics) != 1 || rep.Diagnostics[0].File != "tools/add.go" {
		t.Errorf("findings %+v, want the one of tools/add.go, left as it was", rep.Diagnostics)
	}
	drivertest.Run(t, module, nil, "go", "build", "./...").WantCode(t, 0)
}

// -diff with findings and no fix for any says so, and exits 1.
func TestDiffWithNothingToFix(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	r := runFake(t, "-C", module, "-diff", "-enable", "calls")
	r.WantCode(t, report.ExitFindings)
	if r.Stdout != "" {
		t.Errorf("stdout:\n%s", r.Stdout)
	}
	calls := len(drivertest.Occurrences(t, findingsModule, "errors.New(", true))
	if want := "toolerrlint: no suggested fixes for the " + itoa(calls) + " findings\n"; r.Stderr != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", r.Stderr, want)
	}
}

// The SARIF fixes and the JSON suggested fixes of a run carry the edits
// -fix writes: applied to the files, they give what -fix wrote.
func TestReportedFixesAreWhatFixWrites(t *testing.T) {
	// Fixes whose edits gofmt keeps: -fix writes a Go file as gofmt
	// writes it, which the edits of a report cannot say.
	rules := []*analysis.Analyzer{markRule("ma"), shiftingRules()[1]}
	module := drivertest.CopyModule(t, findingsModule)
	before := drivertest.ModuleFiles(t, module)
	sarif := runModule(t, rules, module, "-format", "sarif")
	sarif.WantCode(t, report.ExitFindings)
	jsonOut := runModule(t, rules, module, "-format", "json")
	jsonOut.WantCode(t, report.ExitFindings)

	var fromSARIF, fromJSON []fileEdit
	for _, res := range drivertest.DecodeSARIF(t, sarif.Stdout).Runs[0].Results {
		if len(res.Fixes) == 0 {
			t.Fatalf("result without fixes: %+v", res)
		}
		for _, c := range res.Fixes[0].ArtifactChanges {
			for _, rp := range c.Replacements {
				d := rp.DeletedRegion
				fromSARIF = append(fromSARIF, fileEdit{c.ArtifactLocation.URI, d.ByteOffset, d.ByteOffset + d.ByteLength, rp.InsertedContent.Text})
			}
		}
	}
	for _, d := range drivertest.DecodeReport(t, jsonOut.Stdout).Diagnostics {
		for _, e := range d.SuggestedFixes[0].Edits {
			fromJSON = append(fromJSON, fileEdit{filepath.ToSlash(e.File), e.Start, e.End, e.NewText})
		}
	}
	runModule(t, rules, module, "-fix").WantCode(t, report.ExitClean)
	after := drivertest.ModuleFiles(t, module)
	if maps.Equal(after, before) {
		t.Fatal("-fix changed nothing")
	}
	for name, edits := range map[string][]fileEdit{"SARIF": fromSARIF, "JSON": fromJSON} {
		if got := applyFileEdits(t, before, edits); !maps.Equal(got, after) {
			t.Errorf("the %s fixes applied give:\n%v\n-fix wrote:\n%v", name, got, after)
		}
	}
}

// A fileEdit is an edit of a report, its file slash-separated.
type fileEdit struct {
	File       string
	Start, End int
	NewText    string
}

// applyFileEdits applies edits, which do not overlap, to files.
func applyFileEdits(t *testing.T, files map[string]string, edits []fileEdit) map[string]string {
	t.Helper()
	slices.SortFunc(edits, func(a, b fileEdit) int { return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(b.Start, a.Start)) })
	out := maps.Clone(files)
	for _, e := range edits { // from the end of each file
		src, ok := out[e.File]
		if !ok || e.End > len(src) {
			t.Fatalf("edit %+v out of the files", e)
		}
		out[e.File] = src[:e.Start] + e.NewText + src[e.End:]
	}
	return out
}

// The result cache replays nothing of the code before -fix: a run after
// it, through the cache, reports what a run without the cache reports.
func TestCacheAfterFix(t *testing.T) {
	t.Setenv(cache.EnvVar, t.TempDir())
	module := drivertest.CopyModule(t, findingsModule)
	runModule(t, shiftingRules(), module).WantCode(t, report.ExitFindings) // fills the cache
	fixed := runModule(t, shiftingRules(), module, "-fix")
	cached := runModule(t, shiftingRules(), module)
	t.Setenv(cache.EnvVar, "off")
	fresh := runModule(t, shiftingRules(), module)
	if cached.Stdout != fresh.Stdout || fixed.Stdout != fresh.Stdout {
		t.Errorf("after -fix, the cache gives:\n%s\nwithout it:\n%s\n-fix reported:\n%s", cached.Stdout, fresh.Stdout, fixed.Stdout)
	}
}
