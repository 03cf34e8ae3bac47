// Package load loads the packages of a standalone run with go/packages,
// and says why those that do not load failed.
package load

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Mode is the go/packages mode of every load: syntax and types from
// source for the packages loaded as roots, compiler export data for the
// rest, which is much cheaper than loading every dependency from source.
// ForTest tells a package's test variant, which the analysis pairs with
// the package.
const Mode = packages.LoadSyntax | packages.NeedModule | packages.NeedForTest

// Packages loads the packages matching patterns in dir and returns
// them, and with them every package loaded from source. The error is for
// failures of the whole load; errors of single packages are recorded on
// the packages and gathered by Errors.
//
// When the rules use facts, the packages of the main module that the
// matched packages import are loaded from source too, so that the
// declarations they make reach their importers. Declarations only live in
// the module's own code (third-party code is declared with flags), so the
// rest of the program stays on export data: that is what keeps the
// standalone run near the cost of the load, where a driver loading every
// dependency from source pays several times over.
func Packages(dir string, patterns []string, tests, facts bool) (matched, loaded []*packages.Package, err error) {
	cfg := &packages.Config{Mode: Mode, Dir: dir, Tests: tests}
	args := slices.Clone(patterns)
	var extra []string
	for {
		loaded, err = packages.Load(cfg, args...)
		if err != nil {
			return nil, nil, goFailure(err)
		}
		if len(loaded) == 0 {
			return nil, nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
		}
		if matched == nil {
			matched = loaded
		}
		if !facts {
			return loaded, loaded, nil
		}
		// Packages of one load share their types, which facts need: when
		// the module's own imports were left on export data, load again
		// with them named too. Each round adds what the last one revealed.
		missing := moduleImportsWithoutSource(loaded)
		if len(missing) == 0 {
			break
		}
		extra = append(extra, missing...)
		args = append(slices.Clone(patterns), extra...)
	}
	if len(extra) == 0 {
		return loaded, loaded, nil
	}
	want := make(map[string]bool)
	for _, p := range matched {
		want[p.ID] = true
	}
	matched = nil
	for _, p := range loaded {
		if want[p.ID] {
			matched = append(matched, p)
		}
	}
	return matched, loaded, nil
}

// moduleImportsWithoutSource lists the import paths of the main module's
// packages that the loaded packages import but that were not named in the
// load, and so were not type-checked from source whole. A package belongs to the main module when its path is under
// the module path of a loaded package that does.
func moduleImportsWithoutSource(loaded []*packages.Package) []string {
	var modules []string
	for _, p := range loaded {
		if p.Module != nil && p.Module.Main && !slices.Contains(modules, p.Module.Path) {
			modules = append(modules, p.Module.Path)
		}
	}
	inModule := func(path string) bool {
		for _, m := range modules {
			if path == m || strings.HasPrefix(path, m+"/") {
				return true
			}
		}
		return false
	}
	// Only the packages named in the load are type-checked whole:
	// go/packages parses the others at most, and skips their function
	// bodies, where the module's middleware and registrations live.
	named := make(map[string]bool)
	for _, p := range loaded {
		named[p.PkgPath] = true
	}
	seen := make(map[string]bool)
	var missing []string
	for _, p := range loaded {
		for path, imp := range p.Imports {
			if !named[imp.PkgPath] && inModule(path) && !seen[path] {
				seen[path] = true
				missing = append(missing, path)
			}
		}
	}
	slices.Sort(missing)
	return missing
}

// CutToSource removes from the import graph the edges to packages loaded
// from export data. The analysis follows those edges to run fact-producing
// passes on dependencies, which needs their syntax; packages without it
// contribute no declarations.
func CutToSource(loaded []*packages.Package) {
	var all []*packages.Package
	packages.Visit(loaded, nil, func(p *packages.Package) { all = append(all, p) })
	for _, p := range all {
		for path, imp := range p.Imports {
			if len(imp.Syntax) == 0 || imp.Types == nil || imp.TypesInfo == nil {
				delete(p.Imports, path)
			}
		}
	}
}
