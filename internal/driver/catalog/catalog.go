// Package catalog is the catalog command: the error catalog of a program,
// generated from its code, as JSON or as the Markdown a team commits next
// to its server (ERRORS.md), and -check, which tells CI that a committed
// catalog is stale.
package catalog

import (
	"cmp"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/passes/catalog"
)

// Version is the version of the JSON shape.
const Version = 1

// Catalog is the whole program's catalog.
type Catalog struct {
	Version int            `json:"version"`
	Codes   []catalog.Code `json:"codes"`
	Tools   []catalog.Tool `json:"tools"`
	// Resources are the resources, resource templates and prompts.
	Resources []catalog.Served `json:"resources"`
}

// Analyzer is the pass the catalog is gathered with.
var Analyzer = catalog.Analyzer

// Build runs the catalog pass on pkgs and merges what each package
// gathered. Files are shown relative to dir. It lets go of each package's
// syntax and type information once the pass has run on it.
func Build(pkgs []*packages.Package, dir string) (*Catalog, error) {
	// What the pass gathered on each package with syntax, read as the
	// package finishes: its result is gone after.
	type gathered struct {
		res *catalog.Result
		err error
	}
	results := make(map[*execute.Action]gathered)
	graph, err := execute.Run([]*analysis.Analyzer{catalog.Analyzer}, pkgs, &execute.Options{
		Release: true,
		Done: func(acts []*execute.Action) {
			for _, act := range acts {
				if act.Analyzer != catalog.Analyzer || len(act.Package.Syntax) == 0 {
					continue
				}
				g := gathered{err: act.Err}
				if act.Err == nil {
					g.res = act.Result.(*catalog.Result)
				}
				results[act] = g
			}
		},
	})
	if err != nil {
		return nil, err
	}
	c := &Catalog{Version: Version, Codes: []catalog.Code{}, Tools: []catalog.Tool{}, Resources: []catalog.Served{}}
	type toolKey struct{ id, name string }
	seenCodes := make(map[string]bool)
	seenTools := make(map[toolKey]bool)
	judged := make(map[string]bool)
	var deferred []catalog.Tool
	// Every package loaded from source: those named, and the packages of
	// the module they import, whose codes and tools are the program's too.
	for act := range graph.All() {
		g, ok := results[act]
		if !ok {
			continue
		}
		if g.err != nil {
			return nil, g.err
		}
		res := g.res
		for _, code := range res.Codes {
			if key := code.Type + "." + code.Name; !seenCodes[key] {
				seenCodes[key] = true
				c.Codes = append(c.Codes, code)
			}
		}
		for _, t := range res.Tools {
			judged[t.ID] = true
			if k := (toolKey{t.ID, t.Name}); !seenTools[k] {
				seenTools[k] = true
				c.Tools = append(c.Tools, t)
			}
		}
		deferred = append(deferred, res.Deferred...)
		c.Resources = append(c.Resources, res.Served...)
	}
	for _, t := range deferred {
		// No analyzed package judges the handler: listed as its own
		// framework judges it.
		if k := (toolKey{t.ID, t.Name}); !judged[t.ID] && !seenTools[k] {
			seenTools[k] = true
			c.Tools = append(c.Tools, t)
		}
	}
	for i := range c.Tools {
		c.Tools[i].File = relative(dir, c.Tools[i].File)
	}
	for i := range c.Resources {
		c.Resources[i].File = relative(dir, c.Resources[i].File)
	}
	slices.SortFunc(c.Codes, func(a, b catalog.Code) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.Type, b.Type))
	})
	slices.SortFunc(c.Tools, func(a, b catalog.Tool) int {
		return cmp.Or(strings.Compare(sortName(a), sortName(b)), strings.Compare(a.Handler, b.Handler),
			strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line))
	})
	slices.SortFunc(c.Resources, func(a, b catalog.Served) int {
		return cmp.Or(strings.Compare(a.Kind, b.Kind), strings.Compare(cmp.Or(a.Name, a.Handler), cmp.Or(b.Name, b.Handler)),
			strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line))
	})
	// A package and its test variant list the same registrations.
	c.Resources = slices.CompactFunc(c.Resources, func(a, b catalog.Served) bool {
		return a.Kind == b.Kind && a.Name == b.Name && a.Handler == b.Handler && a.File == b.File && a.Line == b.Line
	})
	return c, nil
}

// sortName is what a tool is listed by: its name, or its handler where the
// name is not known statically.
func sortName(t catalog.Tool) string { return cmp.Or(t.Name, t.Handler) }

// relative shows a file relative to dir, with forward slashes, as the
// reports do; a file outside dir stays absolute.
func relative(dir, file string) string {
	rel, err := filepath.Rel(dir, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(file)
	}
	return filepath.ToSlash(rel)
}
