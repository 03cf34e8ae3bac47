package analyze

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/packages"
)

// mainReaches lists, for a program's main package (not a test's), the
// paths of the packages of its module that it imports, directly or not,
// itself included: the packages whose handlers the program can serve.
// Every package of the main module that a package the run names imports
// is type-checked from source, so the imports of each are all there.
func mainReaches(p *packages.Package) []string {
	if p.Name != "main" || p.ForTest != "" || strings.HasSuffix(p.PkgPath, ".test") || p.Module == nil || p.Types == nil {
		return nil
	}
	module := p.Module.Path
	seen := map[*types.Package]bool{p.Types: true}
	out := []string{p.PkgPath}
	var walk func(*types.Package)
	walk = func(pkg *types.Package) {
		for _, imp := range pkg.Imports() {
			if seen[imp] || !inModule(imp.Path(), module) {
				continue
			}
			seen[imp] = true
			out = append(out, imp.Path())
			walk(imp)
		}
	}
	walk(p.Types)
	return out
}

func inModule(path, module string) bool {
	rest, ok := strings.CutPrefix(path, module)
	return ok && (rest == "" || rest[0] == '/')
}

// unserved tells the handler packages that no program of the run can
// serve: a package of a module some of whose main packages the run
// analyzes, which none of those imports. What such a package registers
// is on no tool's path in this module; the command leaves its handlers
// unreported, as go vet and golangci-lint, which see no package above it
// that serves them, do.
func unserved(pkgs []Package) func(path string) bool {
	reached := make(map[string]map[string]bool) // by module
	module := make(map[string]string)           // by package path
	for _, p := range pkgs {
		if p.Path != "" {
			module[p.Path] = p.Module
		}
		if len(p.Reaches) == 0 {
			continue
		}
		if reached[p.Module] == nil {
			reached[p.Module] = make(map[string]bool)
		}
		for _, r := range p.Reaches {
			reached[p.Module][r] = true
		}
	}
	return func(path string) bool {
		r, ok := reached[module[path]]
		// An external test package (p_test) goes with the package it
		// tests.
		return ok && !r[strings.TrimSuffix(path, "_test")]
	}
}

// handlerPackage is the package path a handler ID starts with.
func handlerPackage(id string) string {
	path, _, _ := strings.Cut(id, "#")
	return path
}
