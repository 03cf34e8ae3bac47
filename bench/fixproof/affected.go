package main

import (
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// affected lists the packages of patterns whose tests a change to files
// (relative to the checkout at root) can change: the packages holding
// them, and those that import one of these, directly or not, from their
// code or their tests.
func (r *runner) affected(root string, patterns, files []string) ([]string, error) {
	dirs := map[string]bool{}
	for _, f := range files {
		dirs[filepath.Join(root, filepath.Dir(f))] = true
	}
	const format = `{{.ImportPath}} {{.Dir}}{{range .Deps}} {{.}}{{end}}{{range .TestImports}} {{.}}{{end}}{{range .XTestImports}} {{.}}{{end}}`
	out, code := r.run(10*time.Minute, "go", append([]string{"list", "-e", "-f", format}, patterns...)...)
	if code != 0 {
		return nil, &listError{string(out)}
	}
	type pkg struct {
		path string
		uses []string
	}
	var pkgs []pkg
	changed := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		pkgs = append(pkgs, pkg{f[0], f[2:]})
		if dirs[f[1]] {
			changed[f[0]] = true
		}
	}
	var list []string
	for _, p := range pkgs {
		hit := changed[p.path]
		for _, u := range p.uses {
			hit = hit || changed[u]
		}
		if hit {
			list = append(list, p.path)
		}
	}
	sort.Strings(list)
	return list, nil
}

type listError struct{ out string }

func (e *listError) Error() string { return "go list: " + head(e.out, 10) }
