package load

import (
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// unavailableModule reports whether p is a package that go could not
// resolve to files, of a module other than the main ones: its module is
// not available, and go says why in p's errors.
func (c *collector) unavailableModule(p *packages.Package) (module, bool) {
	if p.Name != "" || len(p.GoFiles) > 0 || len(p.CompiledGoFiles) > 0 || len(p.Errors) == 0 {
		return module{}, false
	}
	for _, e := range p.Errors {
		if e.Kind != packages.ListError {
			return module{}, false
		}
	}
	mod, ok := c.modules.of(p.PkgPath)
	if !ok || mod.Main {
		return module{}, false
	}
	return mod, true
}

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
		msg := e.Msg
		if !strings.Contains(msg, name) {
			msg = "module " + name + ": " + msg
		}
		c.add(report.Error{Message: withPosition(e, c.dir, msg)})
	}
}
