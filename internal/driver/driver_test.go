package driver_test

import (
	"bytes"
	"cmp"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// These tests run the driver in process with small rules of their own, so
// that what the driver does with findings (dedup, order, paths, formats,
// rule selection and flags) is checked independently of the real rules.

// fakeRules returns two rules that both report every errors.New call, and
// a shared pass they do not share, to exercise rule and pass flags:
//   - errorsnew: message settable through the pass flag -prefix, URL from
//     the rule's URL and the diagnostic's Category, one suggested fix;
//   - calls: message settable through its own flag -calls.message, a URL
//     of its own on each diagnostic.
func fakeRules() []*analysis.Analyzer {
	settings := &analysis.Analyzer{
		Name:       "settings",
		Doc:        "settings holds the options shared by the test rules",
		ResultType: reflect.TypeFor[string](),
	}
	prefix := settings.Flags.String("prefix", "", "prefix of errorsnew messages")
	settings.Run = func(*analysis.Pass) (any, error) { return *prefix, nil }

	errorsNew := &analysis.Analyzer{
		Name:     "errorsnew",
		Doc:      "errorsnew reports errors built in place",
		URL:      "https://example.com/rules/errorsnew",
		Requires: []*analysis.Analyzer{settings},
	}
	errorsNew.Run = func(pass *analysis.Pass) (any, error) {
		prefix := pass.ResultOf[settings].(string)
		for _, call := range errorsNewCalls(pass) {
			pass.Report(analysis.Diagnostic{
				Pos:      call.Pos(),
				End:      call.End(),
				Category: "built-in-place",
				Message:  prefix + "errors.New builds the error in place",
				SuggestedFixes: []analysis.SuggestedFix{{
					Message:   "drop the error",
					TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte("nil")}},
				}},
			})
		}
		return nil, nil
	}

	calls := &analysis.Analyzer{
		Name: "calls",
		Doc:  "calls reports calls of errors.New",
	}
	message := calls.Flags.String("message", "call of errors.New", "message of each finding")
	calls.Run = func(pass *analysis.Pass) (any, error) {
		for _, call := range errorsNewCalls(pass) {
			pass.Report(analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Message: *message, URL: "https://example.com/custom"})
		}
		return nil, nil
	}
	return []*analysis.Analyzer{errorsNew, calls}
}

func errorsNewCalls(pass *analysis.Pass) []*ast.CallExpr {
	var calls []*ast.CallExpr
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if fn, ok := pass.TypesInfo.Uses[sel.Sel].(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && fn.Name() == "New" {
				calls = append(calls, call)
			}
			return true
		})
	}
	return calls
}

// findingsModule is an in-house framework module with errors.New calls
// in several files, test files among them.
var findingsModule = drivertest.Fixture("findings")

// runRules runs the driver in process with the given rules.
func runRules(t *testing.T, rules []*analysis.Analyzer, args ...string) drivertest.Result {
	t.Helper()
	if dir, started := drivertest.StartInDir(t, args); dir != "" {
		t.Chdir(dir)
		args = started
	}
	var stdout, stderr bytes.Buffer
	code := driver.Check(args, rules, &stdout, &stderr)
	return drivertest.Result{Code: code, Stdout: stdout.String(), Stderr: stderr.String()}
}

// runFake runs the driver in process with the fake rules.
func runFake(t *testing.T, args ...string) drivertest.Result {
	t.Helper()
	return runRules(t, fakeRules(), args...)
}

// wantErrorsNewFindings is where each fake rule must report: at every
// errors.New call of the module, once.
func wantErrorsNewFindings(t *testing.T, withTests bool, rules ...string) []drivertest.TextLine {
	var want []drivertest.TextLine
	for _, p := range drivertest.Occurrences(t, findingsModule, "errors.New(", withTests) {
		for _, rule := range rules {
			want = append(want, drivertest.TextLine{File: p.File, Line: p.Line, Column: p.Column, Rule: rule})
		}
	}
	return want
}

// positionsOf drops the messages, for comparison with wantErrorsNewFindings.
func positionsOf(lines []drivertest.TextLine) []drivertest.TextLine {
	out := make([]drivertest.TextLine, len(lines))
	for i, l := range lines {
		out[i] = drivertest.TextLine{File: l.File, Line: l.Line, Column: l.Column, Rule: l.Rule}
	}
	return out
}

func sortedLines(lines []drivertest.TextLine) []drivertest.TextLine {
	out := slices.Clone(lines)
	slices.SortFunc(out, func(a, b drivertest.TextLine) int {
		return cmp.Or(
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Column, b.Column),
			cmp.Compare(a.Rule, b.Rule),
		)
	})
	return out
}

func TestDriverReportsEachFindingOnceInOrder(t *testing.T) {
	r := runFake(t, "-C", findingsModule)
	r.WantCode(t, report.ExitFindings)
	lines := drivertest.ParseText(t, r.Stdout)
	want := sortedLines(wantErrorsNewFindings(t, true, "calls", "errorsnew"))
	// Equality with a list free of duplicates also proves that findings in
	// files shared by a package and its test variant are reported once.
	if got := positionsOf(lines); !slices.Equal(got, want) {
		t.Errorf("findings:\n got %v\nwant %v", got, want)
	}
	if !drivertest.TextSorted(lines) {
		t.Errorf("not sorted by file, line, column, rule:\n%s", r.Stdout)
	}
	if len(slices.CompactFunc(slices.Clone(lines), func(a, b drivertest.TextLine) bool { return a.File == b.File })) < 2 {
		t.Fatalf("the fixture must spread findings over several files to test their order")
	}
	if r.Stderr != "" {
		t.Errorf("stderr:\n%s", r.Stderr)
	}
}

func TestDriverTestsFlag(t *testing.T) {
	r := runFake(t, "-C", findingsModule, "-tests=false", "-enable", "calls")
	r.WantCode(t, report.ExitFindings)
	want := sortedLines(wantErrorsNewFindings(t, false, "calls"))
	if got := positionsOf(drivertest.ParseText(t, r.Stdout)); !slices.Equal(got, want) {
		t.Errorf("-tests=false:\n got %v\nwant %v", got, want)
	}
	if len(want) == len(wantErrorsNewFindings(t, true, "calls")) {
		t.Fatalf("the fixture must have findings in test files to test -tests")
	}
}

func TestDriverEnableDisable(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"-enable", "calls"}, []string{"calls"}},
		{[]string{"-disable", "calls"}, []string{"errorsnew"}},
		{[]string{"-enable", "calls,errorsnew", "-disable", "errorsnew"}, []string{"calls"}},
	} {
		r := runFake(t, append([]string{"-C", findingsModule}, tc.args...)...)
		r.WantCode(t, report.ExitFindings)
		want := sortedLines(wantErrorsNewFindings(t, true, tc.want...))
		if got := positionsOf(drivertest.ParseText(t, r.Stdout)); !slices.Equal(got, want) {
			t.Errorf("%v:\n got %v\nwant %v", tc.args, got, want)
		}
	}
	r := runFake(t, "-C", findingsModule, "-enable", "calls", "-disable", "calls")
	r.WantCode(t, report.ExitFailure)
}

func TestDriverJSON(t *testing.T) {
	r := runFake(t, "-C", findingsModule, "-format", "json")
	r.WantCode(t, report.ExitFindings)
	report := drivertest.DecodeReport(t, r.Stdout)
	var lines []drivertest.TextLine
	for _, d := range report.Diagnostics {
		lines = append(lines, drivertest.TextLine{File: d.File, Line: d.Line, Column: d.Column, Rule: d.Rule})
	}
	if want := sortedLines(wantErrorsNewFindings(t, true, "calls", "errorsnew")); !slices.Equal(lines, want) {
		t.Errorf("diagnostics:\n got %v\nwant %v", lines, want)
	}

	for _, d := range report.Diagnostics {
		src := drivertest.ReadFile(t, findingsModule, d.File)
		lineText := strings.Split(src, "\n")[d.Line-1]
		if d.EndLine != d.Line || d.EndColumn <= d.Column || d.EndColumn-1 > len(lineText) {
			t.Fatalf("%s:%d:%d: bad end %d:%d", d.File, d.Line, d.Column, d.EndLine, d.EndColumn)
		}
		call := lineText[d.Column-1 : d.EndColumn-1]
		if !strings.HasPrefix(call, "errors.New(") || !strings.HasSuffix(call, ")") {
			t.Errorf("%s:%d: range covers %q, not the call", d.File, d.Line, call)
		}

		switch d.Rule {
		case "calls":
			if d.URL != "https://example.com/custom" {
				t.Errorf("a diagnostic's own URL is replaced: %q", d.URL)
			}
			if len(d.SuggestedFixes) != 0 {
				t.Errorf("calls has fixes: %+v", d.SuggestedFixes)
			}
		case "errorsnew":
			if d.URL != "https://example.com/rules/errorsnew#built-in-place" {
				t.Errorf("url %q, want the rule URL with the category as anchor", d.URL)
			}
			if len(d.SuggestedFixes) != 1 || len(d.SuggestedFixes[0].Edits) != 1 {
				t.Fatalf("fixes: %+v", d.SuggestedFixes)
			}
			fx := d.SuggestedFixes[0]
			e := fx.Edits[0]
			if fx.Message != "drop the error" || e.File != d.File || e.NewText != "nil" {
				t.Errorf("fix %+v", fx)
			}
			if e.Start < 0 || e.End > len(src) || src[e.Start:e.End] != call {
				t.Errorf("edit offsets [%d,%d) do not cover %q in %s", e.Start, e.End, call, e.File)
			}
		}
	}
}

func TestDriverRuleAndPassFlags(t *testing.T) {
	r := runFake(t, "-C", findingsModule, "-calls.message=custom words", "-prefix=P: ")
	r.WantCode(t, report.ExitFindings)
	lines := drivertest.ParseText(t, r.Stdout)
	if len(lines) == 0 {
		t.Fatal("no findings")
	}
	for _, l := range lines {
		switch l.Rule {
		case "calls":
			if l.Message != "custom words" {
				t.Errorf("-calls.message ignored: %+v", l)
			}
		case "errorsnew":
			if !strings.HasPrefix(l.Message, "P: ") {
				t.Errorf("-prefix ignored: %+v", l)
			}
		}
	}
	// Rule flags take the rule-name prefix; pass flags do not.
	for _, name := range []string{"-message=x", "-errorsnew.prefix=x", "-settings.prefix=x"} {
		runFake(t, "-C", findingsModule, name).WantCode(t, report.ExitFailure)
	}
}

func TestDriverPathsOutsideDirStayAbsolute(t *testing.T) {
	module, err := filepath.Abs(findingsModule)
	if err != nil {
		t.Fatal(err)
	}
	// Run from the fixture's admin package, naming the tools package by its
	// absolute directory: its files are not under the working directory.
	r := runFake(t, "-C", filepath.Join(module, "admin"), "-enable", "calls", filepath.Join(module, "tools"))
	r.WantCode(t, report.ExitFindings)
	for _, l := range drivertest.ParseText(t, r.Stdout) {
		if !filepath.IsAbs(l.File) || !strings.HasPrefix(l.File, filepath.Join(module, "tools")+string(os.PathSeparator)) {
			t.Errorf("file %q: want an absolute path under tools", l.File)
		}
	}
}
