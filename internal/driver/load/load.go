// Package load loads the packages of a standalone run with go/packages,
// and says why those that do not load failed.
package load

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Mode is what a load gives every package: syntax and types from source
// for the packages loaded as roots, compiler export data for the rest,
// which is much cheaper than loading every dependency from source.
// ForTest tells a package's test variant, which the analysis pairs with
// the package. It is what packages.LoadSyntax gives, done in two steps:
// go/packages lists the packages (listMode), and the load parses and
// type-checks them itself (typecheck.go), saying as it goes which are
// complete, so that the analysis of each starts at once.
const Mode = packages.LoadSyntax | packages.NeedModule | packages.NeedForTest

// listMode is go list's part of Mode, less the export data files: asked
// of every package, as go/packages asks them, they make go list compile
// the packages the load type-checks from source, which after an edit is
// a build of everything above the edited package (see exports.go).
const listMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedTypesSizes | packages.NeedModule | packages.NeedForTest

// A Listing is the packages of a load as go list describes them, before
// any is parsed or type-checked.
type Listing struct {
	// Matched are the packages the patterns matched; Loaded are those and
	// the main module's packages they import, loaded from source too.
	Matched, Loaded []*packages.Package

	dir string
	// overlay is the content that stands in for files on disk, by
	// absolute path.
	overlay map[string][]byte
	units   map[*packages.Package]*unit
	start   []*unit
	cut     map[*packages.Package]map[string]*packages.Package
}

// Packages loads the packages matching patterns in dir and returns
// them, and with them every package loaded from source. The error is for
// failures of the whole load; errors of single packages are recorded on
// the packages and gathered by Errors.
func Packages(dir string, patterns []string, tests, facts bool) (matched, loaded []*packages.Package, err error) {
	l, err := List(dir, patterns, tests, facts, nil)
	if err != nil {
		return nil, nil, err
	}
	l.Check(nil, nil)
	return l.Matched, l.Loaded, nil
}

// List lists the packages matching patterns in dir, for Check to load,
// with buildFlags (such as -tags) given to go list as go build takes them.
//
// When the rules use facts, the packages of the main module that the
// matched packages import are loaded from source too, so that the
// declarations they make reach their importers. Declarations only live in
// the module's own code (third-party code is declared with flags), so the
// rest of the program stays on export data: that is what keeps the
// standalone run near the cost of the load, where a driver loading every
// dependency from source pays several times over.
func List(dir string, patterns []string, tests, facts bool, buildFlags []string) (*Listing, error) {
	return ListOverlay(dir, patterns, tests, facts, buildFlags, nil)
}

// ListOverlay is List with overlay, by absolute path, standing in for
// the content of files on disk, in go list's view of the packages as in
// the check's: -fix and -diff analyze code they have fixed in memory
// before anything is written.
func ListOverlay(dir string, patterns []string, tests, facts bool, buildFlags []string, overlay map[string][]byte) (*Listing, error) {
	cfg := &packages.Config{Mode: listMode, Dir: dir, Tests: tests, BuildFlags: buildFlags, Overlay: overlay}
	if externalDriver() {
		cfg.Mode |= packages.NeedExportFile
	}
	matched, err := packages.Load(cfg, patterns...)
	if err != nil || !slices.ContainsFunc(matched, inModule) {
		// Outside a module go says so in its own riddle: say it plainly.
		if merr := RequireModule(dir); merr != nil {
			return nil, merr
		}
	}
	if err != nil {
		return nil, goFailure(err)
	}
	if len(matched) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	loaded := matched
	if facts {
		if matched, loaded, err = withModuleImports(cfg, patterns, matched); err != nil {
			return nil, err
		}
	}
	if err := listExports(cfg, loaded); err != nil {
		return nil, goFailure(err)
	}
	l := &Listing{Matched: matched, Loaded: loaded, dir: dir, overlay: overlay}
	l.units, l.start = plan(loaded)
	return l, nil
}

// Check parses and type-checks the packages listed, giving them what
// go/packages gives with Mode, and calls checked, unless nil, with each
// package loaded from source once its syntax and types are complete, from
// several goroutines at once. It returns once every package is loaded and
// every call has returned.
//
// admit, unless nil, is called with each package loaded from source before
// its files are parsed, and may hold the load back: a caller that consumes
// the packages as they come keeps the load from running far ahead of it,
// and so from holding the syntax of many packages at once.
func (l *Listing) Check(admit, checked func(*packages.Package)) {
	tc := newTypeChecker(l.dir, l.Loaded[0].TypesSizes, l.units, l.overlay)
	tc.run(l.start, admit, checked)
	tc.finish(l.units)
}

// SourceFiles lists, once each, the files the load parses: those of the
// packages it type-checks from source. A package and its test variant
// share most of theirs.
func (l *Listing) SourceFiles() []string {
	seen := make(map[string]bool)
	var files []string
	for p, u := range l.units {
		if !u.source {
			continue
		}
		for _, f := range p.CompiledGoFiles {
			if !seen[f] {
				seen[f] = true
				files = append(files, f)
			}
		}
	}
	return files
}

// inModule reports whether p belongs to a module: a package of no module
// is the standard library's, or a pattern go could not resolve.
func inModule(p *packages.Package) bool { return p.Module != nil }

// withModuleImports returns matched with the packages of the main module
// they import, directly or not, loaded from source too: packages of one
// load share their types, which facts need. The listing with -deps names
// them already, with all the check needs; they are named in the load
// from there. A package of the module that the listing has only as a
// test's variant of it ("m [r.test]") is not: then the load lists again,
// with the missing packages named too, until none is missing. The
// packages matched are those of the last listing that the first matched.
func withModuleImports(cfg *packages.Config, patterns []string, matched []*packages.Package) (_, loaded []*packages.Package, err error) {
	loaded = matched
	want := make(map[string]bool, len(matched))
	for _, p := range matched {
		want[p.ID] = true
	}
	var extra []string
	for {
		missing, found := moduleImportsWithoutSource(loaded)
		if len(missing) == 0 {
			return matched, append(slices.Clip(loaded), found...), nil
		}
		extra = append(extra, missing...)
		if loaded, err = packages.Load(cfg, append(slices.Clone(patterns), extra...)...); err != nil {
			return nil, nil, goFailure(err)
		}
		matched = matched[:0:0]
		for _, p := range loaded {
			if want[p.ID] {
				matched = append(matched, p)
			}
		}
	}
}

// moduleImportsWithoutSource returns the packages of the main module
// that the loaded packages import, directly or through one another, but
// that were not named in the load, and so would not be type-checked from
// source whole: found, those the listing has, and by import path, missing,
// those it has only as a test's variant. A package belongs to the main
// module when its path is under the module path of a loaded package that
// does.
func moduleImportsWithoutSource(loaded []*packages.Package) (missing []string, found []*packages.Package) {
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
	// Only the packages named in the load are type-checked whole: the
	// others are parsed at most, with no function bodies, where the
	// module's middleware and registrations live.
	named := make(map[string]bool)
	for _, p := range loaded {
		named[p.PkgPath] = true
	}
	seen := make(map[string]bool)
	var wanted []string
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		for path, imp := range p.Imports {
			if named[imp.PkgPath] || !inModule(path) {
				continue
			}
			if imp.ID != imp.PkgPath {
				if !seen[path] {
					seen[path] = true
					wanted = append(wanted, path)
				}
				continue
			}
			named[imp.PkgPath] = true
			found = append(found, imp)
			visit(imp)
		}
	}
	for _, p := range loaded {
		visit(p)
	}
	for _, path := range wanted {
		if !named[path] { // not found as a package of its own since
			missing = append(missing, path)
		}
	}
	slices.Sort(missing)
	slices.SortFunc(found, func(a, b *packages.Package) int { return strings.Compare(a.ID, b.ID) })
	return missing, found
}

// CutToSource removes from the import graph the edges to packages the
// check does not load from source. The analysis follows those edges to run
// fact-producing passes on dependencies, which needs their syntax;
// packages without it contribute no declarations. It reads the listing
// alone, so that the analysis can be planned before the packages load.
// Uncut puts the edges back, for Errors, which follows every import.
func (l *Listing) CutToSource() {
	l.cut = make(map[*packages.Package]map[string]*packages.Package)
	for p, u := range l.units {
		for path, imp := range u.imports {
			if !imp.checkedFromSource() {
				if l.cut[p] == nil {
					l.cut[p] = make(map[string]*packages.Package)
				}
				l.cut[p][path] = imp.pkg
				delete(p.Imports, path)
			}
		}
	}
}

// Uncut puts back the edges CutToSource removed.
func (l *Listing) Uncut() {
	for p, cut := range l.cut {
		for path, imp := range cut {
			p.Imports[path] = imp
		}
	}
	l.cut = nil
}
