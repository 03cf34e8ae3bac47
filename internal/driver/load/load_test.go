package load_test

import (
	"slices"
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
