package analyze

import (
	"fmt"
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
)

// A package's findings come in the order of the rules and, within one
// rule, in the order it reported them, whether they are few or many
// enough to be made side by side; a rule that failed yields none.
func TestFindingsKeepTheirOrder(t *testing.T) {
	fset := token.NewFileSet()
	file := fset.AddFile("/m/p/p.go", -1, 1<<16)
	for i := range 1 << 12 {
		file.AddLine(i * 16)
	}
	pkg := &packages.Package{ID: "m/p", Fset: fset}
	rules := []*analysis.Analyzer{{Name: "a"}, {Name: "b"}, {Name: "c"}, {Name: "d"}}
	for _, perRule := range []int{3, manyDiagnostics} {
		roots := make(map[*analysis.Analyzer]*execute.Action)
		for i, a := range rules {
			act := &execute.Action{Analyzer: a, Package: pkg, IsRoot: true}
			for j := range perRule {
				act.Diagnostics = append(act.Diagnostics, analysis.Diagnostic{
					Pos:     file.LineStart(1 + (perRule-j)%4000),
					Message: fmt.Sprintf("%s %d", a.Name, j),
				})
			}
			if i == 2 {
				act.Err = fmt.Errorf("failed")
			}
			roots[a] = act
		}
		c := newCollector(nil, rules, rules)
		got := c.findings(roots)
		var want []string
		for i, a := range rules {
			if i == 2 {
				continue
			}
			for j := range perRule {
				want = append(want, fmt.Sprintf("%s %d", a.Name, j))
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%d a rule: %d findings, want %d", perRule, len(got), len(want))
		}
		for i, f := range got {
			if f.Message != want[i] || f.Rule != f.Message[:1] || f.File != "/m/p/p.go" {
				t.Fatalf("%d a rule: finding %d is %s %q in %s, want %q", perRule, i, f.Rule, f.Message, f.File, want[i])
			}
		}
	}
}
