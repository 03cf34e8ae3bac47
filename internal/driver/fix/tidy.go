package fix

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"path"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

// Tidy returns a Go file as the fixes left it (fixed), formatted as gofmt
// formats it and without the imports whose last uses the fixes removed
// between them: each fix deletes an import only when it removes that
// import's last use alone, and two fixes can each remove one of its last
// two. A file that does not parse is returned as it is.
func Tidy(old, fixed []byte) []byte {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "", fixed, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return fixed
	}
	if lost := lostQualifiers(old, file); len(lost) > 0 {
		type spec struct{ name, path string }
		var unused []spec
		for _, imp := range file.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				continue
			}
			explicit := ""
			if imp.Name != nil {
				explicit = imp.Name.Name
			}
			name := explicit
			if name == "" {
				name = defaultName(p)
			}
			if lost[name] {
				unused = append(unused, spec{explicit, p})
			}
		}
		// Deleting edits file.Imports: not while ranging over it.
		for _, u := range unused {
			astutil.DeleteNamedImport(fset, file, u.name, u.path)
		}
	}
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, file); err != nil {
		return fixed
	}
	return buf.Bytes()
}

// lostQualifiers returns the names that qualify a selector (x in x.Sel)
// in the old file but in no place of the fixed one. Without types, a
// local variable is a qualifier too; that only keeps an import.
func lostQualifiers(old []byte, fixed *ast.File) map[string]bool {
	oldFile, err := parser.ParseFile(token.NewFileSet(), "", old, parser.SkipObjectResolution)
	if err != nil {
		return nil
	}
	lost := qualifiers(oldFile)
	for name := range qualifiers(fixed) {
		delete(lost, name)
	}
	return lost
}

func qualifiers(file *ast.File) map[string]bool {
	names := make(map[string]bool)
	ast.Inspect(file, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				names[id.Name] = true
			}
		}
		return true
	})
	return names
}

// defaultName guesses the name of the package at an import path, as
// goimports does without loading it: the last element, without a major
// version suffix and the "go-" and "-go" that repository names carry. A
// wrong guess keeps the import.
func defaultName(importPath string) string {
	base := path.Base(importPath)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" && path.Dir(importPath) != "." {
		base = path.Base(path.Dir(importPath))
	}
	if i := strings.Index(base, ".v"); i > 0 && strings.HasPrefix(importPath, "gopkg.in/") {
		base = base[:i]
	}
	base = strings.TrimPrefix(base, "go-")
	base = strings.TrimSuffix(strings.TrimSuffix(base, "-go"), ".go")
	return base
}
