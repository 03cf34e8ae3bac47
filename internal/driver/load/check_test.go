package load_test

import (
	"fmt"
	"go/types"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
)

// The load gives every package what go/packages gives it with Mode: the
// same packages, errors, files parsed, types and imports, on modules that
// load, that do not parse or type-check, and whose imports are missing.
func TestCheckIsGoPackages(t *testing.T) {
	for _, fixture := range []string{"declared", "broken", "unavailable", "findings", "unsafeimport"} {
		t.Run(fixture, func(t *testing.T) {
			_, got, want := loadBoth(t, fixture)
			// go/packages has go list build every package for its export
			// data, and relays the compiler's errors; the load builds
			// none of those it type-checks from source.
			for _, p := range want {
				p.Errors = slices.DeleteFunc(p.Errors, isCompilerOutput)
			}
			if w, g := describeAll(want), describeAll(got); w != g {
				t.Errorf("go/packages:\n%s\nthe load:\n%s", w, g)
			}
		})
	}
}

// The load does not build the packages it type-checks from source: the
// compiler's errors, which go list relays when it builds them for their
// export data, are not among theirs, while go/packages' load has them.
func TestCheckBuildsNoSourcePackage(t *testing.T) {
	matched, _, want := loadBoth(t, "broken")
	built := func(pkgs []*packages.Package) (n int) {
		for _, p := range pkgs {
			n += len(slices.DeleteFunc(slices.Clone(p.Errors), func(e packages.Error) bool { return !isCompilerOutput(e) }))
		}
		return n
	}
	if n := built(want); n == 0 {
		t.Fatal("go/packages relayed no compiler error on the broken fixture: the test proves nothing")
	}
	if n := built(matched); n != 0 {
		t.Errorf("the load relayed %d compiler errors: it built packages it type-checks from source", n)
	}
}

// loadBoth loads the fixture's ./... with its tests, by the load (the
// packages matched and all those loaded) and by go/packages with Mode.
func loadBoth(t *testing.T, fixture string) (matched, loaded, want []*packages.Package) {
	t.Helper()
	t.Setenv("GOWORK", "off")
	t.Setenv("GOPROXY", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	dir := drivertest.Fixture(fixture)
	matched, loaded, err := load.Packages(dir, []string{"./..."}, true, false)
	if err != nil {
		t.Fatal(err)
	}
	want, err = packages.Load(&packages.Config{Mode: load.Mode, Dir: dir, Tests: true}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	return matched, loaded, want
}

func isCompilerOutput(e packages.Error) bool {
	return e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ")
}

// describeAll describes every package reachable from pkgs, by ID.
func describeAll(pkgs []*packages.Package) string {
	var lines []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		lines = append(lines, describePackage(p))
	})
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

func describePackage(p *packages.Package) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s name=%s illtyped=%t export=%q\n", p.ID, p.Name, p.IllTyped, p.ExportFile)
	for _, e := range p.Errors {
		fmt.Fprintf(&b, "\terror %s\n", e)
	}
	fmt.Fprintf(&b, "\ttype errors %d\n", len(p.TypeErrors))
	for _, f := range p.Syntax {
		fmt.Fprintf(&b, "\tsyntax %s\n", p.Fset.Position(f.Package).Filename)
	}
	if p.Types != nil {
		fmt.Fprintf(&b, "\ttypes %s complete=%t scope=%v\n", p.Types.Path(), p.Types.Complete(), p.Types.Scope().Names())
	}
	fmt.Fprintf(&b, "\ttypesinfo %t sizes %t\n", p.TypesInfo != nil, p.TypesSizes != nil)
	if p.TypesInfo != nil {
		fmt.Fprintf(&b, "\tdefs %d uses %d types %d\n", len(p.TypesInfo.Defs), len(p.TypesInfo.Uses), len(p.TypesInfo.Types))
	}
	for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
		fmt.Fprintf(&b, "\timport %s %s\n", path, p.Imports[path].ID)
	}
	return b.String()
}

// Check names a package complete only once the packages it imports are,
// with its syntax and types; it names every package loaded from source
// once, and no other, and admits each before it parses it.
func TestCheckNamesEachPackageOnceComplete(t *testing.T) {
	t.Setenv("GOWORK", "off")
	l, err := load.List(drivertest.Fixture("declared"), []string{"./..."}, true, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	admitted := make(map[*packages.Package]int)
	named := make(map[*packages.Package]int)
	admit := func(p *packages.Package) {
		mu.Lock()
		defer mu.Unlock()
		admitted[p]++
		if p.Syntax != nil || p.Types != nil {
			t.Errorf("%s admitted after its parse began", p.ID)
		}
	}
	l.Check(admit, func(p *packages.Package) {
		mu.Lock()
		defer mu.Unlock()
		named[p]++
		if admitted[p] != 1 {
			t.Errorf("%s named after %d admissions, want 1", p.ID, admitted[p])
		}
		if len(p.Syntax) == 0 || p.TypesInfo == nil || p.Types == nil || !p.Types.Complete() {
			t.Errorf("%s named before its syntax and types are complete", p.ID)
		}
		for _, imp := range p.Imports {
			if imp.Types != types.Unsafe && len(imp.Syntax) > 0 && named[imp] == 0 {
				t.Errorf("%s named before %s, which it imports", p.ID, imp.ID)
			}
		}
	})
	packages.Visit(l.Loaded, nil, func(p *packages.Package) {
		want := 0
		if len(p.Syntax) > 0 {
			want = 1
		}
		if named[p] != want {
			t.Errorf("%s named %d times, want %d", p.ID, named[p], want)
		}
		if admitted[p] != want {
			t.Errorf("%s admitted %d times, want %d", p.ID, admitted[p], want)
		}
	})
}
