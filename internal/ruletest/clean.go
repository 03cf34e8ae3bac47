package ruletest

import (
	"bytes"
	"cmp"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// CheckFixesClean applies every fix rule suggests on the packages of the
// testdata tree dir matching patterns, all together as -fix does, runs
// every rule of all on the fixed program, and holds the fixed lines to
// what the fixes promise: no rule reports there what it did not report
// on those lines before, and the finding a fix repairs is gone. A fix
// that trades a protocol error for an unstamped or uncoded result fails
// here. It returns how many fixes it applied.
func CheckFixesClean(t *testing.T, dir string, rule *analysis.Analyzer, all []*analysis.Analyzer, patterns ...string) int {
	t.Helper()
	patterns = withLocalDeps(t, dir, patterns)
	before, fixes := runAll(t, dir, nil, rule, all, patterns)
	if len(fixes) == 0 {
		return 0
	}
	byFile := make(map[string][]report.Edit)
	for _, fx := range fixes {
		for _, e := range fx.edits {
			if !slices.Contains(byFile[e.File], e) {
				byFile[e.File] = append(byFile[e.File], e)
			}
		}
	}
	overlay := make(map[string][]byte)
	var spans []fixedSpan
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out, err := applyEdits(src, byFile[file])
		if err != nil {
			t.Errorf("%s: the fixes of %s: %v", relative(dir, token.Position{Filename: file}), rule.Name, err)
			return len(fixes)
		}
		overlay[file] = dropUnusedImports(src, out)
		spans = append(spans, fixedSpans(file, src, byFile[file])...)
	}
	after, _ := runAll(t, dir, overlay, nil, all, patterns)
	for _, s := range spans {
		was := make(map[string]bool)
		for line := s.from; line <= s.to; line++ {
			for _, f := range before[lineKey{s.file, line}] {
				was[f] = true
			}
		}
		repaired := make(map[string]bool)
		for _, fx := range fixes {
			if fx.file == s.file && s.from <= fx.line && fx.line <= s.to {
				repaired[fx.finding] = true
			}
		}
		for line := s.newFrom; line <= s.newTo; line++ {
			for _, f := range after[lineKey{s.file, line}] {
				switch {
				case repaired[f]:
					t.Errorf("%s:%d: the fix of %s leaves its finding: %s", relative(dir, token.Position{Filename: s.file}), line, rule.Name, f)
				case !was[f]:
					t.Errorf("%s:%d: the fix of %s makes a finding: %s", relative(dir, token.Position{Filename: s.file}), line, rule.Name, f)
				}
			}
		}
	}
	return len(fixes)
}

// lineKey is a line of a file.
type lineKey struct {
	file string
	line int
}

// A fixedFinding is a fix of the rule checked, with the finding it
// repairs, "rule: message", and where.
type fixedFinding struct {
	suggested
	file, finding string
	line          int
}

// runAll runs every rule of all on the packages matching patterns, the
// files of overlay read from it, and returns their findings by line,
// "rule: message", and the fixes of rule.
func runAll(t *testing.T, dir string, overlay map[string][]byte, rule *analysis.Analyzer, all []*analysis.Analyzer, patterns []string) (map[lineKey][]string, []fixedFinding) {
	t.Helper()
	pkgs, err := loadProgram(dir, patterns, overlay)
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze(all, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	fset := pkgs[0].Fset
	findings := make(map[lineKey][]string)
	var fixes []fixedFinding
	seen := make(map[string]bool)
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if !slices.Contains(all, act.Analyzer) {
			continue
		}
		for _, d := range act.Diagnostics {
			posn := fset.Position(d.Pos)
			finding := act.Analyzer.Name + ": " + d.Message
			k := lineKey{posn.Filename, posn.Line}
			if !slices.Contains(findings[k], finding) {
				findings[k] = append(findings[k], finding)
			}
			if act.Analyzer != rule {
				continue
			}
			for _, sf := range d.SuggestedFixes {
				if fx, ok := newSuggested(dir, fset, d, sf, seen); ok {
					fixes = append(fixes, fixedFinding{suggested: fx, file: posn.Filename, finding: finding, line: posn.Line})
				}
			}
		}
	}
	return findings, fixes
}

// A fixedSpan is the lines from..to of file that an edit replaced, and
// the lines newFrom..newTo that hold its text in the fixed file.
type fixedSpan struct {
	file                     string
	from, to, newFrom, newTo int
}

// fixedSpans returns the spans of the edits of src, none overlapping.
func fixedSpans(file string, src []byte, edits []report.Edit) []fixedSpan {
	edits = slices.Clone(edits)
	slices.SortFunc(edits, func(a, b report.Edit) int { return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End)) })
	lineAt := func(b []byte, off int) int { return 1 + bytes.Count(b[:off], []byte("\n")) }
	var spans []fixedSpan
	shift := 0 // lines the edits before this one added
	for _, e := range edits {
		from, to := lineAt(src, e.Start), lineAt(src, e.End)
		added := bytes.Count([]byte(e.NewText), []byte("\n")) - (to - from)
		spans = append(spans, fixedSpan{file: file, from: from, to: to, newFrom: from + shift, newTo: to + shift + added})
		shift += added
	}
	return spans
}

// dropUnusedImports deletes from fixed, the file src with fixes applied,
// the lines of the imports that src uses and fixed no longer does: fixes
// applied together may each remove one of an import's last uses, and the
// command's -fix then removes the import, as this does. The lines of the
// import block come before every fixed line that matters.
func dropUnusedImports(src, fixed []byte) []byte {
	fset := token.NewFileSet()
	orig, err1 := parser.ParseFile(fset, "", src, parser.SkipObjectResolution)
	f, err2 := parser.ParseFile(fset, "", fixed, parser.SkipObjectResolution)
	if err1 != nil || err2 != nil {
		return fixed
	}
	uses := func(f *ast.File, name string) int {
		n := 0
		ast.Inspect(f, func(node ast.Node) bool {
			if sel, ok := node.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == name {
					n++
				}
			}
			return true
		})
		return n
	}
	var lines []int
	tf := fset.File(f.Pos())
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		if name != "_" && name != "." && uses(f, name) == 0 && uses(orig, name) > 0 {
			lines = append(lines, tf.Line(imp.Pos()))
		}
	}
	out := strings.Split(string(fixed), "\n")
	for _, line := range slices.Backward(lines) {
		out = slices.Delete(out, line-1, line)
	}
	return []byte(strings.Join(out, "\n"))
}

// withLocalDeps adds to patterns the packages of the testdata tree dir
// that theirs import, directly or not, but the frameworks' stubs: the
// declarations a fix honours (toolerrs/errs) are facts of those
// packages, which the run must analyze from source.
func withLocalDeps(t *testing.T, dir string, patterns []string) []string {
	t.Helper()
	out := slices.Clone(patterns)
	for {
		pkgs, err := loadProgram(dir, out, nil)
		if err != nil {
			t.Fatal(err)
		}
		added := false
		for _, p := range pkgs {
			for _, imp := range p.Types.Imports() {
				path := imp.Path()
				if slices.Contains(out, path) || profiles.Framework(path) {
					continue
				}
				if st, err := os.Stat(filepath.Join(dir, "src", filepath.FromSlash(path))); err == nil && st.IsDir() {
					out = append(out, path)
					added = true
				}
			}
		}
		if !added {
			return out
		}
	}
}
