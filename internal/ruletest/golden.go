package ruletest

import (
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/txtar"

	"github.com/toolerrlint/toolerrlint/internal/driver/fix"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// RunWithSuggestedFixes is Run, then analysistest.RunWithSuggestedFixes'
// check of the fixes against the goldens: for each package, the fixes of
// each file applied together and compared with FILE.golden, either the
// whole fixed file, or a txtar archive with one section per fix message
// holding the file as the fixes of that message leave it. Identical
// edits of two fixes count once; two fixes that edit the same bytes
// otherwise conflict, which fails the test; insertions at one offset
// keep the order of their diagnostics. The fixed file is tidied as
// the command's -fix tidies it: imports whose last uses the fixes removed
// go, and gofmt formats the rest.
func RunWithSuggestedFixes(t *testing.T, dir string, rule *analysis.Analyzer, patterns ...string) {
	t.Helper()
	for _, act := range run(t, dir, rule, patterns) {
		checkGoldens(t, dir, act)
	}
}

// checkGoldens holds the fixes of one action to the goldens of the files
// they edit.
func checkGoldens(t *testing.T, dir string, act *checker.Action) {
	t.Helper()
	fset := act.Package.Fset
	generated := make(map[string]bool)
	for _, f := range act.Package.Syntax {
		generated[fset.File(f.Pos()).Name()] = ast.IsGenerated(f)
	}
	// byMessage holds, for each fix message, the fixes' edits by file.
	byMessage := make(map[string][]map[string][]report.Edit)
	edited := make(map[string]bool)
	for _, d := range act.Diagnostics {
	fixes:
		for _, sf := range d.SuggestedFixes {
			for _, e := range sf.TextEdits {
				if generated[fset.File(e.Pos).Name()] {
					continue fixes // no fix of a generated file is applied
				}
			}
			edits := make(map[string][]report.Edit)
			for _, e := range sf.TextEdits {
				file := fset.File(e.Pos)
				end := e.End
				if !end.IsValid() {
					end = e.Pos
				}
				edited[file.Name()] = true
				edits[file.Name()] = append(edits[file.Name()], report.Edit{File: file.Name(), Start: file.Offset(e.Pos), End: file.Offset(end), NewText: string(e.NewText)})
			}
			byMessage[sf.Message] = append(byMessage[sf.Message], edits)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(edited)) {
		shown := relative(dir, token.Position{Filename: name})
		src, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("reading %s: %v", shown, err)
			continue
		}
		golden, err := txtar.ParseFile(name + ".golden")
		if err != nil {
			t.Errorf("reading %s.golden: %v", shown, err)
			continue
		}
		// merged returns the edits of name of every fix of the messages,
		// identical edits of two fixes once.
		merged := func(messages []string) []report.Edit {
			var edits []report.Edit
			for _, m := range messages {
				for _, fx := range byMessage[m] {
					for _, e := range fx[name] {
						if !slices.Contains(edits, e) {
							edits = append(edits, e)
						}
					}
				}
			}
			return edits
		}
		if len(golden.Files) == 0 {
			checkGolden(t, shown, src, merged(slices.Sorted(maps.Keys(byMessage))), golden.Comment, "all fixes")
			continue
		}
		if len(golden.Comment) > 0 {
			t.Errorf("%s.golden has a leading comment before its sections", shown)
			continue
		}
		for _, section := range golden.Files {
			checkGolden(t, shown, src, merged([]string{section.Name}), section.Data, fmt.Sprintf("all fixes of message %q", section.Name))
		}
	}
}

// checkGolden applies edits to src, the file shown, and compares the
// result, tidied, with want, formatted.
func checkGolden(t *testing.T, shown string, src []byte, edits []report.Edit, want []byte, what string) {
	t.Helper()
	if len(edits) == 0 {
		t.Errorf("%s: %s: no edits", what, shown)
		return
	}
	fixed, err := applyEdits(src, edits)
	if err != nil {
		t.Errorf("%s: %s: the fixes conflict: %v", what, shown, err)
		return
	}
	got := fix.Tidy(src, fixed)
	formatted, err := format.Source(want)
	if err != nil {
		t.Errorf("%s: %s.golden does not parse: %v", what, shown, err)
		return
	}
	if g, w := strings.TrimSpace(string(got)), strings.TrimSpace(string(formatted)); g != w {
		t.Errorf("%s: %s differs from its golden at %s\nfixed:\n%s", what, shown, FirstDifference(g, w), got)
	}
}
