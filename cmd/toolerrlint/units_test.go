package main

import (
	"flag"
	"io"
	"path/filepath"
	"reflect"
	"slices"
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

func TestUsesFactsFollowsRequirements(t *testing.T) {
	noop := func(*analysis.Pass) (any, error) { return nil, nil }
	withFacts := &analysis.Analyzer{Name: "withfacts", Doc: "d", Run: noop, FactTypes: []analysis.Fact{new(testFact)}}
	middle := &analysis.Analyzer{Name: "middle", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{withFacts}, ResultType: reflect.TypeFor[int]()}
	top := &analysis.Analyzer{Name: "top", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{middle}}
	plain := &analysis.Analyzer{Name: "plain", Doc: "d", Run: noop}

	if usesFacts([]*analysis.Analyzer{plain}) {
		t.Errorf("usesFacts(plain) = true")
	}
	if !usesFacts([]*analysis.Analyzer{plain, top}) {
		t.Errorf("usesFacts with facts two requirements away = false")
	}
}

// The speed goal rests on loading from source only the named packages and
// the main module's packages they import, never the standard library or
// other modules, even though declarations travel as facts.
func TestFactsLoadOnlyModulePackagesFromSource(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("testdata", "declared"))
	if err != nil {
		t.Fatal(err)
	}
	matched, loaded, err := loadPackages(dir, []string{"./tools"}, false, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(matched) != 1 || matched[0].PkgPath != "example.com/declared/tools" {
		t.Fatalf("matched %v, want the tools package alone", matched)
	}
	var fromSource []string
	packages.Visit(loaded, nil, func(p *packages.Package) {
		if len(p.Syntax) > 0 {
			fromSource = append(fromSource, p.PkgPath)
		}
	})
	slices.Sort(fromSource)
	want := []string{"example.com/declared/errs", "example.com/declared/tools"}
	if !slices.Equal(fromSource, want) {
		t.Errorf("loaded from source %v, want %v", fromSource, want)
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

// Under go vet, -provenance is the provenance rule's switch: the
// declarations pass's flag of that name is registered as
// toolerrdecls.provenance instead, with every other pass flag unchanged.
func TestVetRenamesCollidingPassFlags(t *testing.T) {
	switches := make(map[string]bool)
	vetFlags := flag.NewFlagSet("vet", flag.ContinueOnError)
	for _, r := range analyzers.All {
		switches[r.Name] = true
		vetFlags.Bool(r.Name, false, "enable "+r.Name)
	}
	renamed := registerPassFlags(vetFlags, analyzers.All, switches) // panics on a collision
	if to := renamed["provenance"]; to != "toolerrdecls.provenance" || vetFlags.Lookup(to) == nil {
		t.Errorf("renamed = %v, want provenance registered as toolerrdecls.provenance", renamed)
	}
	if vetFlags.Lookup("codes") == nil || len(renamed) != 1 {
		t.Errorf("renamed = %v: only the colliding flag may change its name", renamed)
	}
}
