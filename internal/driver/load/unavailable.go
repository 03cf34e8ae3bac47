package load

import (
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// unavailableModule reports whether p is a package that go could not
// resolve, of a module other than the main ones: its module is not
// available, and go says why in p's list errors. go list names every
// package it resolves, so p has no name. It may still have files:
// go/packages takes them from the position of go's error, which is in the
// file that imports p, and type-checks them as p's own; what that says is
// noise.
func (c *collector) unavailableModule(p *packages.Package) (module, bool) {
	if p.Name != "" || !slices.ContainsFunc(p.Errors, isListError) {
		return module{}, false
	}
	mod, ok := c.modules.of(p.PkgPath)
	if !ok || mod.Main {
		return module{}, false
	}
	return mod, true
}

func isListError(e packages.Error) bool { return e.Kind == packages.ListError }

// reportModule reports go's message for an unavailable module, once: the
// first of its packages that an import needs speaks for the others. The
// message says which module unless go's own words do.
func (c *collector) reportModule(p *packages.Package, mod module) {
	name := mod.Path + "@" + mod.Version
	if c.shown[name] {
		return
	}
	c.shown[name] = true
	for _, e := range p.Errors {
		if !isListError(e) {
			continue
		}
		msg := e.Msg
		if !strings.Contains(msg, name) {
			msg = "module " + name + ": " + msg
		}
		c.add(report.Error{Message: withPosition(e, c.dir, msg)})
	}
}
