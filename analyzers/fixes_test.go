package analyzers_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

// TestFixesBuild holds every suggested fix that any rule offers on its
// fixtures (testdata/src/RULE/...) to compiling and to gofmt: a fix that
// leaves a file which does not build, or which gofmt rewrites, is worse
// than none. The goldens check what the fixes say; this checks that they
// build, on every fixture, golden or not.
func TestFixesBuild(t *testing.T) {
	eachRuleFixes(t, func(t *testing.T, testdata string, a *analysis.Analyzer) int {
		return ruletest.CheckFixes(t, testdata, a, a.Name+"/...")
	})
}

// TestFixesClean holds every rule's fixes, applied together on its
// fixtures, to what a fix promises: on the lines it rewrites, no rule
// reports anything it did not report there before, and the finding it
// repairs is gone. A fix written outside the project's contract (a
// result without the declared code or stamp) fails here.
func TestFixesClean(t *testing.T) {
	eachRuleFixes(t, func(t *testing.T, testdata string, a *analysis.Analyzer) int {
		return ruletest.CheckFixesClean(t, testdata, a, analyzers.All, a.Name+"/...")
	})
}

// eachRuleFixes runs check on every rule that has fixtures, as a subtest;
// check returns how many fixes it checked. protocolerr, errleak,
// rpccodes, closedcodes and provenance, at least, suggest fixes on their
// fixtures: a test that finds fewer rules with some checks less than it
// says.
func eachRuleFixes(t *testing.T, check func(t *testing.T, testdata string, a *analysis.Analyzer) int) {
	testdata := ruletest.Testdata(t)
	fixing := 0
	for _, a := range analyzers.All {
		if _, err := os.Stat(filepath.Join(testdata, "src", a.Name)); err != nil {
			continue
		}
		t.Run(a.Name, func(t *testing.T) {
			if check(t, testdata, a) > 0 {
				fixing++
			}
		})
	}
	if fixing < 5 {
		t.Errorf("fixes found for %d rules, want at least 5", fixing)
	}
}
