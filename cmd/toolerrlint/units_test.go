package main

import (
	"flag"
	"io"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

func TestIsUnitcheckerInvocation(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"--flags"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-protocolerr=false", "-json", "/tmp/go-build1/b001/vet.cfg"}, true},
		{nil, false},
		{[]string{"./..."}, false},
		{[]string{"-format", "json", "./..."}, false},
		{[]string{"-C", "flags", "./..."}, false},
		{[]string{"version"}, false},
		{[]string{"explain", "protocolerr"}, false},
	} {
		if got := isUnitcheckerInvocation(tc.args); got != tc.want {
			t.Errorf("isUnitcheckerInvocation(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

func TestRelativePosition(t *testing.T) {
	for _, tc := range []struct{ pos, dir, want string }{
		{"/m/tools/a.go:3:5", "/m", "tools/a.go:3:5"},
		{"/m/tools/a.go:3", "/m", "tools/a.go:3"},
		{"/m/tools/a.go", "/m", "tools/a.go"},
		{"/other/a.go:3:5", "/m", "/other/a.go:3:5"},
		{"/m2/a.go:3:5", "/m", "/m2/a.go:3:5"},
		{"/m/dir:x/a.go:3:5", "/m", "dir:x/a.go:3:5"},
		{"tools/a.go:3:5", "/m", "tools/a.go:3:5"},
	} {
		if got := relativePosition(tc.pos, tc.dir); got != tc.want {
			t.Errorf("relativePosition(%q, %q) = %q, want %q", tc.pos, tc.dir, got, tc.want)
		}
	}
}

type testFact struct{}

func (*testFact) AFact() {}

func TestLoadModeFollowsFacts(t *testing.T) {
	noop := func(*analysis.Pass) (any, error) { return nil, nil }
	withFacts := &analysis.Analyzer{Name: "withfacts", Doc: "d", Run: noop, FactTypes: []analysis.Fact{new(testFact)}}
	middle := &analysis.Analyzer{Name: "middle", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{withFacts}, ResultType: reflect.TypeFor[int]()}
	top := &analysis.Analyzer{Name: "top", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{middle}}
	plain := &analysis.Analyzer{Name: "plain", Doc: "d", Run: noop}

	if mode := loadMode([]*analysis.Analyzer{plain}); mode&packages.NeedDeps != 0 || mode&packages.LoadSyntax != packages.LoadSyntax {
		t.Errorf("without facts: mode %v, want LoadSyntax without NeedDeps", mode)
	}
	if mode := loadMode([]*analysis.Analyzer{plain, top}); mode&packages.LoadAllSyntax != packages.LoadAllSyntax {
		t.Errorf("with facts two requirements away: mode %v, want LoadAllSyntax", mode)
	}
}

// The speed goal rests on loading only the named packages from source:
// no rule may bring in facts unnoticed.
func TestRulesLoadOnlyNamedPackagesFromSource(t *testing.T) {
	if mode := loadMode(analyzers.All); mode&packages.NeedDeps != 0 {
		t.Errorf("a rule or a pass it requires declares FactTypes: every dependency would be loaded from source")
	}
}

// Every rule flag and shared-pass flag must be registrable next to the
// driver's own flags, and, under go vet, next to unitchecker's.
func TestAnalyzerFlagsDoNotCollide(t *testing.T) {
	var opts options
	fs := newFlagSet(&opts, analyzers.All) // panics on a redefined flag
	for _, a := range analyzers.All {
		a.Flags.VisitAll(func(f *flag.Flag) {
			if fs.Lookup(a.Name+"."+f.Name) == nil {
				t.Errorf("-%s.%s is not exposed", a.Name, f.Name)
			}
		})
	}
	reserved := map[string]bool{
		// registered by unitchecker or by runUnitchecker
		"V": true, "flags": true, "json": true, "c": true, "fix": true, "diff": true,
		"source": true, "v": true, "all": true, "tags": true, "enable": true, "disable": true,
	}
	for _, a := range analyzers.All {
		reserved[a.Name] = true
	}
	for _, p := range sharedPasses(analyzers.All) {
		p.Flags.VisitAll(func(f *flag.Flag) {
			if fs.Lookup(f.Name) == nil {
				t.Errorf("-%s of %s is not exposed", f.Name, p.Name)
			}
			if reserved[f.Name] {
				t.Errorf("-%s of %s collides with a go vet flag", f.Name, p.Name)
			}
		})
	}
	fs.SetOutput(io.Discard)
}
