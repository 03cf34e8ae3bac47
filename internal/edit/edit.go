// Package edit holds what the rules' suggested fixes share: the source of
// an expression, the file holding a node, and the imports of a file.
package edit

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"slices"
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
// import declaration, as goimports would put it. The edit inserts whole
// lines, so that fixes which each add the import agree, and none overlaps
// the deletion of a neighbouring import's line.
func AddImport(fset *token.FileSet, file *ast.File, path string) analysis.TextEdit {
	quoted := strconv.Quote(path)
	tf := fset.File(file.Pos())
	lineStart := func(line int) token.Pos {
		if line > tf.LineCount() {
			return token.Pos(tf.Base() + tf.Size())
		}
		return tf.LineStart(line)
	}
	insert := func(pos token.Pos, text string) analysis.TextEdit {
		return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)}
	}
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
				return insert(lineStart(tf.Line(spec.Pos())), "\t"+quoted+"\n")
			}
			last = spec
		}
		if last != nil {
			return insert(lineStart(tf.Line(last.End())+1), "\t"+quoted+"\n")
		}
		return insert(lineStart(tf.Line(gen.Lparen)+1), "\t"+quoted+"\n\n")
	}
	return insert(file.Name.End(), "\n\nimport "+quoted)
}

// standard reports whether path is that of a standard package: its first
// element has no dot.
func standard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// Imports finds the imports that a fix leaves unused. It indexes, once
// per file, where the file uses each package it imports: a file with a fix
// per return would otherwise be walked once for each.
type Imports struct {
	pass  *analysis.Pass
	files map[*ast.File]map[*types.PkgName][]token.Pos
}

// NewImports returns an empty index of the imports of pass's files.
func NewImports(pass *analysis.Pass) *Imports {
	return &Imports{pass: pass, files: make(map[*ast.File]map[*types.PkgName][]token.Pos)}
}

// Unused returns the edits deleting the imports of file whose only uses
// lie in [pos, end), unless the replacement text names them again.
func (x *Imports) Unused(file *ast.File, pos, end token.Pos, replacement string) []analysis.TextEdit {
	uses := x.uses(file)
	var edits []analysis.TextEdit
	for _, imp := range file.Imports {
		pn, ok := x.pass.TypesInfo.Implicits[imp].(*types.PkgName)
		if !ok && imp.Name != nil {
			pn, ok = x.pass.TypesInfo.Defs[imp.Name].(*types.PkgName)
		}
		if !ok {
			continue
		}
		at := uses[pn]
		from, _ := slices.BinarySearch(at, pos)
		to, _ := slices.BinarySearch(at, end)
		if len(at) == 0 || to-from != len(at) || strings.Contains(replacement, pn.Name()+".") {
			continue
		}
		edits = append(edits, deleteLine(x.pass.Fset, imp))
	}
	return edits
}

// uses returns the positions, in order, of the uses in file of each
// package it imports.
func (x *Imports) uses(file *ast.File) map[*types.PkgName][]token.Pos {
	if uses, ok := x.files[file]; ok {
		return uses
	}
	uses := make(map[*types.PkgName][]token.Pos)
	ast.Inspect(file, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if pn, ok := x.pass.TypesInfo.Uses[id].(*types.PkgName); ok {
				uses[pn] = append(uses[pn], id.Pos())
			}
		}
		return true
	})
	for _, at := range uses {
		slices.Sort(at)
	}
	x.files[file] = uses
	return uses
}

// deleteLine deletes the import spec with its line.
func deleteLine(fset *token.FileSet, imp *ast.ImportSpec) analysis.TextEdit {
	tf := fset.File(imp.Pos())
	line := tf.Line(imp.Pos())
	start := tf.LineStart(line)
	end := imp.End()
	if line < tf.LineCount() {
		end = tf.LineStart(line + 1)
	}
	return analysis.TextEdit{Pos: start, End: end}
}
