package load

import (
	"os"
	"os/exec"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// exportMode lists the export data files of packages named by path, and
// nothing of their dependencies.
const exportMode = packages.NeedName | packages.NeedExportFile

// listExports lists, in a second go list, the export data files of the
// packages the check reads from export data, and records them, with the
// errors of building them, on the packages of the first listing, loaded.
//
// go/packages would ask go list for the export data of every package,
// which builds them all: the packages loaded from source too, whose
// export data the check never reads. On a warm build cache that costs
// little, but after an edit it compiles the edited package and every
// package above it, tests included, before the check may start: seconds
// on a large server, where the listing alone takes a fraction of one.
// What the check reads is the export data of the packages beneath the
// source ones, which an edit of the module's own code leaves unchanged.
//
// A package is read from export data when it is not named in the load
// and imports, directly or not, no package that is: a test variant of a
// dependency ("p [q.test]") always imports one, so every package asked
// for is named by its path. A named package with no file to compile is
// asked for too: its types are the compiler's (see typeChecker.check).
// A package go list reported errors for is not: go list builds none such,
// and the check loads it from source, as it would without export data.
func listExports(cfg *packages.Config, loaded []*packages.Package) error {
	if externalDriver() {
		return nil // the first listing asked the driver for them all
	}
	named := make(map[*packages.Package]bool, len(loaded))
	for _, p := range loaded {
		named[p] = true
	}
	// importsNamed memoizes whether a package imports a named one.
	importsNamed := make(map[*packages.Package]bool)
	var visit func(p *packages.Package) bool
	visit = func(p *packages.Package) bool {
		if v, ok := importsNamed[p]; ok {
			return v
		}
		importsNamed[p] = false // go list leaves import cycles out; this guards the walk
		v := false
		for _, imp := range p.Imports {
			if named[imp] || visit(imp) {
				v = true
			}
		}
		importsNamed[p] = v
		return v
	}
	byID := make(map[string]*packages.Package)
	var ids []string
	packages.Visit(loaded, nil, func(p *packages.Package) {
		switch {
		case p.PkgPath == "unsafe", len(p.Errors) > 0:
			return
		case strings.Contains(p.ID, " ["), strings.HasSuffix(p.ID, ".test"):
			return // a variant or a test's main: no path names it
		case named[p] && len(p.CompiledGoFiles) > 0, !named[p] && visit(p):
			return
		}
		byID[p.ID] = p
		ids = append(ids, p.ID)
	})
	if len(ids) == 0 {
		return nil
	}
	slices.Sort(ids)
	exportCfg := *cfg
	exportCfg.Mode = exportMode
	exportCfg.Tests = false
	listed, err := packages.Load(&exportCfg, ids...)
	if err != nil {
		return err
	}
	for _, q := range listed {
		p := byID[q.ID]
		if p == nil {
			continue
		}
		p.ExportFile = q.ExportFile
		for _, e := range q.Errors {
			if !slices.Contains(p.Errors, e) {
				p.Errors = append(p.Errors, e)
			}
		}
	}
	return nil
}

// externalDriver reports whether go/packages hands its listings to a
// driver other than go list, by its own rule: GOPACKAGESDRIVER names one,
// or, unset, a gopackagesdriver is on PATH. Such a driver is asked for the
// export data of every package in the one listing, as go/packages asks
// it: what it can answer of a second is its own.
func externalDriver() bool {
	switch d := os.Getenv("GOPACKAGESDRIVER"); d {
	case "off":
		return false
	case "":
		_, err := exec.LookPath("gopackagesdriver")
		return err == nil
	}
	return true
}
