package cache

import (
	"go/parser"
	"go/token"
	"os"

	"github.com/toolerrlint/toolerrlint/internal/modtree"
)

// module returns the key of what the passes read of the module around
// dir beyond a package's own files, which go list names none of
// (internal/modtree): the package clause and imports of each non-test
// file, which say whether a program of the module serves a library's
// handlers (passes/wire), and the test files that call or make a tool,
// whose assertions withhold fixes (passes/pinned). A package's result
// depends on them, so its key does; an edit anywhere else in the module
// leaves it. Each file read is an input of the plan, so that a change to
// any of them has the keys computed again. Outside a module the user
// works on, the passes read nothing, and the key is the zero key.
func (in *inputs) module(dir string) Key {
	tree, ok := modtree.Of(dir)
	if !ok {
		return absent
	}
	if k, ok := in.modules[tree.Root]; ok {
		return k
	}
	h := newHasher("module")
	fset := token.NewFileSet()
	for _, f := range tree.Files {
		k := in.file(f.Path)
		if f.Test {
			if src, err := os.ReadFile(f.Path); err == nil && modtree.ToolTest(src) {
				h.str(f.Path)
				h.key(k)
			}
			continue
		}
		h.str(f.Path)
		file, _ := parser.ParseFile(fset, f.Path, nil, parser.ImportsOnly)
		if file == nil || file.Name == nil {
			continue // no package clause: go build would not build it either
		}
		h.str(file.Name.Name)
		for _, imp := range file.Imports {
			h.str(imp.Path.Value)
		}
	}
	k := h.sum()
	in.modules[tree.Root] = k
	return k
}
