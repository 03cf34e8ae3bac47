package pinned_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/passes/pinned"
)

// reportPinned reports "pinned" on each return of a handler whose error
// a test of the package asserts.
var reportPinned = &analysis.Analyzer{
	Name:     "reportpinned",
	Doc:      "report the returns the package's tests pin",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, pinned.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		returns := pass.ResultOf[outcomes.Analyzer].(*outcomes.Result).Returns
		held := pass.ResultOf[pinned.Analyzer].(*pinned.Result).Pinned(pass.TypesInfo, returns)
		for _, r := range returns {
			if held[r.Stmt] {
				pass.Reportf(r.Stmt.Pos(), "pinned")
			}
		}
		return nil, nil
	},
}

// TestGoSDK: a test pins the errors of go-sdk's typed handlers, which
// the framework makes isError results, as it pins protocol errors; a
// literal the test holds picks the return it asserts; a test that
// asserts success pins nothing.
func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), reportPinned, "passes/pinned/gosdk")
}

// TestTestsOnDisk: a package analyzed without its tests, as go vet and
// golangci-lint analyze one for the facts its importers read, reads them
// from its directory, and they pin what they pin in its test variant.
func TestTestsOnDisk(t *testing.T) {
	pinnedLines := func(tests bool) []string {
		dir := ruletest.Testdata(t)
		cfg := &packages.Config{
			Mode:  packages.LoadSyntax | packages.NeedForTest,
			Dir:   filepath.Join(dir, "src"),
			Tests: tests,
			Env:   append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off", "GOFLAGS="),
		}
		pkgs, err := packages.Load(cfg, "passes/pinned/gosdk")
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, p := range pkgs {
			if len(p.Errors) > 0 {
				t.Fatalf("%s: %v", p.ID, p.Errors)
			}
			inPackage := !tests && p.ForTest == "" || tests && p.ForTest == p.PkgPath
			if !inPackage {
				continue
			}
			graph, err := checker.Analyze([]*analysis.Analyzer{reportPinned}, []*packages.Package{p}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, act := range graph.Roots {
				for _, d := range act.Diagnostics {
					lines = append(lines, p.Fset.Position(d.Pos).String())
				}
			}
		}
		slices.Sort(lines)
		return lines
	}
	variant, alone := pinnedLines(true), pinnedLines(false)
	if len(variant) != 2 || !slices.Equal(alone, variant) {
		t.Errorf("pinned alone at %v, in its test variant at %v; want the same two returns", alone, variant)
	}
}
