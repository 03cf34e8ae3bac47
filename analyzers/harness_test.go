package analyzers_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRuleTestsUseRuletest holds the tests of the rules and passes to
// ruletest.Run and ruletest.RunWithSuggestedFixes, which check what
// analysistest checks on one load of the standard library per test
// binary: analysistest type-checks the standard library from source for
// every fixture, ten times the cost, and far more under the race
// detector.
func TestRuleTestsUseRuletest(t *testing.T) {
	const analysistest = "golang.org/x/tools/go/analysis/analysistest"
	files := 0
	for _, root := range []string{".", filepath.Join("..", "passes")} {
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			files++
			for _, imp := range f.Imports {
				if p, _ := strconv.Unquote(imp.Path.Value); p == analysistest {
					t.Errorf("%s imports %s; call ruletest.Run or ruletest.RunWithSuggestedFixes instead", path, analysistest)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 10 {
		t.Errorf("read %d test files under analyzers and passes; the walk no longer finds them", files)
	}
}
