package load_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
)

// The speed goal rests on loading from source only the named packages and
// the main module's packages they import, never the standard library or
// other modules, even though declarations travel as facts.
func TestFactsLoadOnlyModulePackagesFromSource(t *testing.T) {
	t.Setenv("GOWORK", "off") // the fixture module stands alone
	matched, loaded, err := load.Packages(drivertest.Fixture("declared"), []string{"./tools"}, false, true)
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

// The module's packages that a narrower pattern imports, directly or not,
// are loaded from source with their bodies, from the one listing: their
// tests are not loaded, since nothing the pattern matched imports them. A
// package that the listing has only as a test's variant of it is listed
// again, named, and loaded the same.
func TestFactsLoadTheModuleImportsWithoutTheirTests(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GOPROXY", "off")
	module := drivertest.WriteModule(t, map[string]string{
		"go.mod":      "module example.com/deep\n\ngo 1.26.0\n",
		"cmd/x/x.go":  "package main\n\nimport \"example.com/deep/a\"\n\nfunc main() { a.A() }\n",
		"a/a.go":      "package a\n\nimport \"example.com/deep/b\"\n\nfunc A() int { return b.B() }\n",
		"a/a_test.go": "package a\n\nimport \"testing\"\n\nfunc TestA(t *testing.T) { A() }\n",
		"b/b.go":      "package b\n\nfunc B() int { return 1 }\n",
		"b/b_test.go": "package b\n\nimport \"testing\"\n\nfunc TestB(t *testing.T) { B() }\n",
		"r/r.go":      "package r\n\nfunc R() int { return 2 }\n",
		"r/r_test.go": "package r\n\nimport (\n\t\"testing\"\n\n\t\"example.com/deep/m\"\n)\n\nfunc TestR(t *testing.T) { m.M() }\n",
		"m/m.go":      "package m\n\nimport \"example.com/deep/r\"\n\nfunc M() int { return r.R() }\n",
	})
	for _, tc := range []struct {
		pattern string
		want    []string // loaded from source with bodies, by ID
	}{
		{"./cmd/x", []string{"example.com/deep/a", "example.com/deep/b", "example.com/deep/cmd/x"}},
		{"./r", []string{"example.com/deep/m", "example.com/deep/r", "example.com/deep/r [example.com/deep/r.test]", "example.com/deep/r.test"}},
	} {
		_, loaded, err := load.Packages(module, []string{tc.pattern}, true, true)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, p := range loaded {
			if len(p.Syntax) > 0 {
				ids = append(ids, p.ID)
			}
		}
		slices.Sort(ids)
		if !slices.Equal(ids, tc.want) {
			t.Errorf("%s: loaded %q, want %q", tc.pattern, ids, tc.want)
		}
	}
}

// The files a load parses are those of the packages it checks from
// source, each once however many variants list it, and none of the
// packages it reads from export data.
func TestSourceFiles(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GOPROXY", "off")
	module := drivertest.WriteModule(t, map[string]string{
		"go.mod":      "module example.com/files\n\ngo 1.26.0\n",
		"a/a.go":      "package a\n\nimport (\n\t\"strings\"\n\n\t\"example.com/files/b\"\n)\n\nfunc A() string { return strings.Repeat(\"a\", b.B()) }\n",
		"a/a_test.go": "package a\n\nimport \"testing\"\n\nfunc TestA(t *testing.T) { A() }\n",
		"b/b.go":      "package b\n\nfunc B() int { return 1 }\n",
	})
	listing, err := load.List(module, []string{"./a"}, true, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	counts := make(map[string]int)
	for _, f := range listing.SourceFiles() {
		counts[f]++
	}
	for _, name := range []string{"a/a.go", "a/a_test.go", "b/b.go"} {
		if n := counts[filepath.Join(module, name)]; n != 1 {
			t.Errorf("%s listed %d times, want once", name, n)
		}
	}
	// Outside the module, only the main go test generates for the test
	// binary, in the build cache.
	var outside []string
	for f, n := range counts {
		if n != 1 {
			t.Errorf("%s listed %d times, want once", f, n)
		}
		if !strings.HasPrefix(f, module+string(filepath.Separator)) {
			outside = append(outside, f)
		}
	}
	if len(outside) != 1 {
		t.Errorf("files outside the module %q, want the test binary's main alone", outside)
	}
}
