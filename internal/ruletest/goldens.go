package ruletest

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// CheckGoldens runs rules on the packages of the testdata tree dir at
// paths twice: as they are, and with every file that has a .golden twin
// replaced by it, as a -fix leaves the package. The second run must
// report none of the findings that carry a fix in the first, and nothing
// the first did not: one -fix converges, and a fix of one rule satisfies
// every other. Findings are compared by package, rule and message, the
// lines a fix moves aside. It returns how many golden files it read, so
// that a caller can tell directories that have none.
func CheckGoldens(t *testing.T, dir string, rules []*analysis.Analyzer, paths ...string) int {
	t.Helper()
	overlay := make(map[string][]byte)
	for _, path := range paths {
		goldens, err := filepath.Glob(filepath.Join(dir, "src", filepath.FromSlash(path), "*.go.golden"))
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range goldens {
			src, err := os.ReadFile(g)
			if err != nil {
				t.Fatal(err)
			}
			overlay[strings.TrimSuffix(g, ".golden")] = src
		}
	}
	if len(overlay) == 0 {
		return 0
	}
	before := findings(t, dir, rules, paths, nil)
	after := findings(t, dir, rules, paths, overlay)
	for _, key := range slices.Sorted(maps.Keys(after)) {
		f := after[key]
		b := before[key]
		switch {
		case f.total > b.total:
			t.Errorf("a new finding after the fixes: %s\n\tbefore at %v\n\tafter at %v", key, b.at, f.at)
		case f.total > b.total-b.fixed:
			t.Errorf("%d finding(s) reported again after their fix: %s\n\tat %v", f.total-(b.total-b.fixed), key, f.at)
		}
	}
	return len(overlay)
}

// counted is how many findings share a rule and message, and how many of
// them carry a fix.
// at lists where, in the order reported.
type counted struct {
	total, fixed int
	at           []string
}

// findings runs rules on the packages at paths, their files replaced as
// overlay says, and counts their findings by package, rule and message.
func findings(t *testing.T, dir string, rules []*analysis.Analyzer, paths []string, overlay map[string][]byte) map[string]counted {
	t.Helper()
	// Dependencies are loaded from source, as analysistest loads them,
	// so that the declarations they make reach the package as facts.
	cfg := &packages.Config{
		Mode:    packages.LoadAllSyntax,
		Dir:     filepath.Join(dir, "src"),
		Env:     append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off", "GOFLAGS="),
		Overlay: overlay,
	}
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			t.Errorf("golden files read: %v: %v", overlay != nil, e)
		}
	})
	if t.Failed() {
		t.FailNow()
	}
	graph, err := checker.Analyze(rules, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := make(map[string]counted)
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if !act.IsRoot || !slices.Contains(rules, act.Analyzer) {
			continue
		}
		for _, d := range act.Diagnostics {
			key := fmt.Sprintf("%s: %s: %s", act.Package.PkgPath, act.Analyzer.Name, d.Message)
			c := out[key]
			c.total++
			c.at = append(c.at, relative(dir, act.Package.Fset.Position(d.Pos)))
			if len(d.SuggestedFixes) > 0 {
				c.fixed++
			}
			out[key] = c
		}
	}
	return out
}
