package analyzers_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

// TestFixesBuild holds every suggested fix that any rule offers on its
// fixtures (testdata/src/RULE/...) to compiling and to gofmt: a fix that
// leaves a file which does not build, or which gofmt rewrites, is worse
// than none. The goldens check what the fixes say; this checks that they
// build, on every fixture, golden or not.
func TestFixesBuild(t *testing.T) {
	testdata := ruletest.Testdata(t)
	fixing := 0
	for _, a := range analyzers.All {
		if _, err := os.Stat(filepath.Join(testdata, "src", a.Name)); err != nil {
			continue
		}
		t.Run(a.Name, func(t *testing.T) {
			if ruletest.CheckFixes(t, testdata, a, a.Name+"/...") > 0 {
				fixing++
			}
		})
	}
	// protocolerr and errleak suggest fixes: a test that finds none
	// checks nothing.
	if fixing < 2 {
		t.Errorf("fixes found for %d rules, want at least 2", fixing)
	}
}

// TestGoldensConverge runs every rule on the fixture packages that have
// goldens (testdata/src/RULE/fix…), before and after their fixes: the
// fixed code reports none of the findings fixed and no new one, under
// any rule, as one -fix run must leave a program.
func TestGoldensConverge(t *testing.T) {
	testdata := ruletest.Testdata(t)
	dirs, err := filepath.Glob(filepath.Join(testdata, "src", "*", "fix*"))
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, d := range dirs {
		rel, err := filepath.Rel(filepath.Join(testdata, "src"), d)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, filepath.ToSlash(rel))
	}
	if ruletest.CheckGoldens(t, testdata, analyzers.All, paths...) == 0 {
		t.Error("no golden files found: the test checks nothing")
	}
}
