package cache

import (
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/modtree"
	"github.com/toolerrlint/toolerrlint/passes/pinned"
)

// module returns the key of what the passes read of the module around a
// package beyond its own files and the tests beside it, none of which go
// list names (internal/modtree): whether a program is among the module's
// packages and whether another imports this one, which say whether a
// program serves a library's handlers (passes/wire), and the module's
// tests that call a tool through a client, which withhold fixes
// (passes/pinned). An edit elsewhere in the module that changes none of
// them leaves the key as it was. Every Go file of the module is an input
// of the plan, so that a change to any of them has the keys computed
// again. Outside a module the user works on, the passes read nothing, and
// the key is the zero key.
func (in *inputs) module(p *listedPackage) Key {
	tree, ok := modtree.Of(p.Dir)
	if !ok {
		return absent
	}
	if !in.modules[tree.Root] {
		in.modules[tree.Root] = true
		for _, f := range tree.Files {
			in.file(f.Path)
		}
	}
	layout := tree.Layout()
	// A test variant is listed as "p [p.test]"; the module's files import p.
	path, _, _ := strings.Cut(p.ImportPath, " ")
	h := newHasher("module")
	h.str(strconv.FormatBool(layout.Main()))
	h.str(strconv.FormatBool(layout.Imported(path)))
	h.strs(pinned.ClientTestsRead(tree))
	return h.sum()
}
