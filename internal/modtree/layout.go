package modtree

import (
	"go/parser"
	"go/token"
	"strconv"
)

// Layout is what the package clauses and imports of a module's non-test
// files say of its packages: whether a program is among them, and which
// of them another imports. It answers whether any package of the module
// can serve the handlers a package leaves to the packages above it.
type Layout struct {
	// Main: a package of the module is a main package, a program.
	Main bool
	// imported holds the import paths that the module's non-test files
	// import.
	imported map[string]bool
}

// Layout returns the module's layout, read once per process: each
// non-test file is parsed up to its imports only.
func (t *Tree) Layout() *Layout {
	return t.layout()
}

// Imported reports whether a package of the module imports the package
// of that path. Only its external test package could import it from its
// own directory, and tests serve no tools.
func (l *Layout) Imported(path string) bool {
	return l.imported[path]
}

// readLayout parses the package clause and the imports of the module's
// non-test files. A file that does not parse says what it can up to the
// error: go build would not build it either.
func readLayout(files []File) *Layout {
	l := &Layout{imported: make(map[string]bool)}
	fset := token.NewFileSet()
	for _, f := range files {
		if f.Test {
			continue
		}
		file, _ := parser.ParseFile(fset, f.Path, nil, parser.ImportsOnly)
		if file == nil || file.Name == nil {
			continue
		}
		if file.Name.Name == "main" {
			l.Main = true
		}
		for _, spec := range file.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				continue
			}
			l.imported[path] = true
		}
	}
	return l
}
