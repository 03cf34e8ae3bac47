package modtree

import (
	"go/parser"
	"go/token"
	"strconv"
	"sync"
)

// Layout is what the package clauses and imports of a module's non-test
// files say of its packages: whether a program is among them, and which
// of them another imports. It answers whether any package of the module
// can serve the handlers a package leaves to the packages above it.
//
// Each answer is read on first use, once per module per process, and
// parses no more than it needs: most modules have a program, found among
// the first files, and then which package another imports is not asked.
type Layout struct {
	main     func() bool
	imported func() map[string]bool
}

// Layout returns the module's layout.
func (t *Tree) Layout() *Layout {
	return t.layout
}

// newLayout returns the layout of the module's files, read when asked.
func newLayout(t *Tree) *Layout {
	return &Layout{
		main:     sync.OnceValue(func() bool { return hasMain(t.Files) }),
		imported: sync.OnceValue(func() map[string]bool { return imports(t.Files) }),
	}
}

// Main reports whether a package of the module is a main package, a
// program.
func (l *Layout) Main() bool { return l.main() }

// Imported reports whether a package of the module imports the package
// of that path. Only its external test package could import it from its
// own directory, and tests serve no tools.
func (l *Layout) Imported(path string) bool { return l.imported()[path] }

// hasMain reports whether a non-test file is a main package's. A file
// that does not parse says what it can up to the error: go build would
// not build it either.
func hasMain(files []File) bool {
	fset := token.NewFileSet()
	for _, f := range files {
		if f.Test {
			continue
		}
		file, _ := parser.ParseFile(fset, f.Path, nil, parser.PackageClauseOnly)
		if file != nil && file.Name != nil && file.Name.Name == "main" {
			return true
		}
	}
	return false
}

// imports returns the import paths the non-test files import.
func imports(files []File) map[string]bool {
	out := make(map[string]bool)
	fset := token.NewFileSet()
	for _, f := range files {
		if f.Test {
			continue
		}
		file, _ := parser.ParseFile(fset, f.Path, nil, parser.ImportsOnly)
		if file == nil {
			continue
		}
		for _, spec := range file.Imports {
			if path, err := strconv.Unquote(spec.Path.Value); err == nil {
				out[path] = true
			}
		}
	}
	return out
}
