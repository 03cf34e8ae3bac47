package wire

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// servedByNone reports whether no package will serve the handlers that
// the package leaves to the packages above it: its module, as it lies on
// disk, has no main package, and no other package of it imports this
// one. go/analysis hands a pass the package and its dependencies only;
// the module's layout is read from disk (internal/modtree), once per
// module per process. Where no module the user works on lies around the
// package (a dependency, a sandboxed build, a fixture), the handlers are
// left to the packages above.
func servedByNone(pass *analysis.Pass) bool {
	tree, ok := syntax.Module(pass.Fset, pass.Files)
	if !ok {
		return false
	}
	layout := tree.Layout()
	// A test variant is named after the package it tests by some drivers
	// ("p [p.test]"); the module's files import the package.
	path, _, _ := strings.Cut(pass.Pkg.Path(), " ")
	return !layout.Main() && !layout.Imported(path)
}

// judgeUnserved judges, in a package that no package above will serve
// (servedByNone), the handlers it would leave to one, by their own
// framework, as the command judges the handlers no package of its run
// serves: its own handlers judged elsewhere, and the summaries of its
// module's handlers that its dependencies leave above them, carried or
// not, which no dependency judged (below). It adds their packages' keys
// to here. Every driver then reports them in this package, and the
// command's judging after the run finds them judged.
//
// It runs once the fact's summaries are made (exportHandlers, carry), and
// reads the module only when they leave something above.
func (w *wiring) judgeUnserved(fact *Package, below, here map[string]bool) {
	if len(fact.Handlers) == 0 || !servedByNone(w.pass) {
		return
	}
	for id, j := range w.res.own {
		w.res.judged[id] = j
		here[j.Home] = true
	}
	clear(w.res.own)
	homes := make(map[*types.Package][]string)
	for _, s := range w.summariesOf(func(string) bool { return true }) {
		key := judgedKey(s.home, s.Profile)
		if _, judged := w.res.judged[s.ID]; judged || below[key] || !w.sameModule(s) {
			continue
		}
		w.res.judged[s.ID] = w.judgeSummary(s, nil, false)
		homes[s.pkg] = append(homes[s.pkg], s.ID)
		here[key] = true
	}
	w.addHomes(homes)
	// Nothing judged here is left above; the summaries of other modules'
	// handlers are carried on.
	fact.Handlers = slices.DeleteFunc(fact.Handlers, func(s *Summary) bool { return w.judgedHere(s.ID) })
	carried := w.res.Carried[:0]
	for _, c := range w.res.Carried {
		n := len(c.IDs)
		c.IDs = slices.DeleteFunc(c.IDs, w.judgedHere)
		c.All = c.All && len(c.IDs) == n
		if len(c.IDs) > 0 {
			carried = append(carried, c)
		}
	}
	w.res.Carried = carried
}

// judgedHere reports whether the package judges the handler.
func (w *wiring) judgedHere(id string) bool {
	_, ok := w.res.judged[id]
	return ok
}
