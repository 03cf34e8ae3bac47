// Package edit holds what the rules' suggested fixes share: the source of
// an expression, the file holding a node, and the imports of a file.
package edit

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Source is the source text of e, as gofmt prints it.
func Source(fset *token.FileSet, e ast.Node) (string, bool) {
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, e); err != nil {
		return "", false
	}
	return buf.String(), true
}

// FileOf returns the file of pass holding n.
func FileOf(pass *analysis.Pass, n ast.Node) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= n.Pos() && n.Pos() < f.FileEnd {
			return f
		}
	}
	return nil
}

// ImportName returns the name under which file imports path; false when it
// does not, or imports it as _ or into its own scope.
func ImportName(file *ast.File, path string) (string, bool) {
	for _, imp := range file.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil || p != path {
			continue
		}
		if imp.Name != nil {
			if imp.Name.Name == "_" || imp.Name.Name == "." {
				return "", false
			}
			return imp.Name.Name, true
		}
		return path[strings.LastIndex(path, "/")+1:], true
	}
	return "", false
}

// AddImport returns the edit that makes file import the standard package
// path, in its place among the standard imports of the file's first
// import declaration, as goimports would put it.
func AddImport(file *ast.File, path string) analysis.TextEdit {
	quoted := strconv.Quote(path)
	for _, decl := range file.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.IMPORT {
			continue
		}
		if !gen.Lparen.IsValid() {
			spec := gen.Specs[0].(*ast.ImportSpec)
			p, _ := strconv.Unquote(spec.Path.Value)
			if standard(p) && p < path {
				return analysis.TextEdit{Pos: gen.Pos(), End: gen.End(), NewText: []byte("import (\n\t" + spec.Path.Value + "\n\t" + quoted + "\n)")}
			}
			return analysis.TextEdit{Pos: gen.Pos(), End: gen.End(), NewText: []byte("import (\n\t" + quoted + "\n\n\t" + spec.Path.Value + "\n)")}
		}
		var last *ast.ImportSpec
		for _, s := range gen.Specs {
			spec := s.(*ast.ImportSpec)
			p, _ := strconv.Unquote(spec.Path.Value)
			if !standard(p) {
				break
			}
			if p > path {
				return analysis.TextEdit{Pos: spec.Pos(), End: spec.Pos(), NewText: []byte(quoted + "\n\t")}
			}
			last = spec
		}
		if last != nil {
			return analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: []byte("\n\t" + quoted)}
		}
		return analysis.TextEdit{Pos: gen.Lparen + 1, End: gen.Lparen + 1, NewText: []byte("\n\t" + quoted + "\n")}
	}
	return analysis.TextEdit{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport " + quoted)}
}

// standard reports whether path is that of a standard package: its first
// element has no dot.
func standard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
