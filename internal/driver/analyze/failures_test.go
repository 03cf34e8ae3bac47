package analyze

import (
	"errors"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A rule that fails on a package fails the run, named with the package;
// a run whose rules all succeed has no failure to report.
func TestAnalysisFailures(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GOPROXY", "off")
	module := drivertest.WriteModule(t, map[string]string{
		"go.mod": "module example.com/fails\n\ngo 1.26.0\n",
		"a/a.go": "package a\n\nfunc A() {}\n",
		"b/b.go": "package b\n\nfunc B() {}\n",
	})
	failsOn := func(path string) *analysis.Analyzer {
		return &analysis.Analyzer{
			Name: "fails",
			Doc:  "fails on one package",
			Run: func(pass *analysis.Pass) (any, error) {
				if pass.Pkg.Path() == path {
					return nil, errors.New("cannot go on")
				}
				return nil, nil
			},
		}
	}
	res := Analyze(module, []string{"./..."}, false, nil, []*analysis.Analyzer{failsOn("example.com/fails/b")})
	want := []report.Error{{Package: "example.com/fails/b", Message: "fails: cannot go on"}}
	if !slices.Equal(res.Errors, want) {
		t.Errorf("errors %+v, want %+v", res.Errors, want)
	}
	if res := Analyze(module, []string{"./..."}, false, nil, []*analysis.Analyzer{failsOn("example.com/none")}); len(res.Errors) > 0 {
		t.Errorf("errors %+v, want none", res.Errors)
	}
}
