package execute

import (
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// A diagnostic's fixes must differ in their messages; edits must lie in
// one file and not overlap.
func TestValidateFixes(t *testing.T) {
	fset := token.NewFileSet()
	file := fset.AddFile("p.go", -1, 100)
	at := func(offset int) token.Pos { return file.Pos(offset) }
	a := &analysis.Analyzer{Name: "rule"}
	fix := func(message string, edits ...[2]int) analysis.SuggestedFix {
		f := analysis.SuggestedFix{Message: message}
		for _, e := range edits {
			f.TextEdits = append(f.TextEdits, analysis.TextEdit{Pos: at(e[0]), End: at(e[1])})
		}
		return f
	}
	for _, c := range []struct {
		name  string
		fixes []analysis.SuggestedFix
		err   string
	}{
		{"one", []analysis.SuggestedFix{fix("a", [2]int{1, 2})}, ""},
		{"distinct", []analysis.SuggestedFix{fix("a", [2]int{1, 2}), fix("b", [2]int{3, 4}), fix("c", [2]int{5, 6})}, ""},
		{"same message", []analysis.SuggestedFix{fix("a", [2]int{1, 2}), fix("b", [2]int{3, 4}), fix("a", [2]int{5, 6})}, "two fixes with same Message (a)"},
		{"overlap", []analysis.SuggestedFix{fix("a", [2]int{1, 5}, [2]int{3, 8})}, "overlap"},
	} {
		err := validateFixes(fset, a, c.fixes)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.err)
		}
	}
}
