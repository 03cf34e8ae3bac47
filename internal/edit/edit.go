// Package edit holds what the rules' suggested fixes share: the source of
// an expression, the file holding a node, the imports of a file, and the
// lines an edit lands on (their indent, their end, gofmt's layout).
package edit

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"iter"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// Source is the source text of e, as gofmt prints it.
func Source(fset *token.FileSet, e ast.Node) (string, bool) {
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, e); err != nil {
		return "", false
	}
	return buf.String(), true
}

// Expr returns src, the text of an expression a fix writes, as gofmt
// prints it in place of the expression at pos: spaced as a whole (gofmt
// spaces an operand by what holds it, so that operands printed one by one
// may not read as gofmt leaves them), and with any line after the first
// indented as the line of pos. False if src is no expression, or holds a
// raw string spanning lines, which indenting would change.
func Expr(pass *analysis.Pass, src string, pos token.Pos) (string, bool) {
	p := printed(src)
	if !p.ok {
		return "", false
	}
	if !strings.Contains(p.out, "\n") {
		return p.out, true
	}
	indent, ok := Indent(pass, pos)
	if p.multiline || !ok {
		return "", false
	}
	return strings.ReplaceAll(p.out, "\n", "\n"+indent), true
}

// printedExpr is an expression's source as gofmt prints it, wherever it
// goes: ok false if it is no expression; multiline if it holds a raw
// string spanning lines.
type printedExpr struct {
	out           string
	ok, multiline bool
}

// printedExprs holds what printed made of the sources it was handed, up
// to maxPrinted of them: the rules' fixes write the same few expressions
// (mcp.NewToolResultError(err.Error())) at return after return, and
// parsing and printing one costs more than the rest of a fix.
var printedExprs struct {
	sync.Mutex
	m map[string]printedExpr
}

const maxPrinted = 4096

// printed parses src as an expression and prints it as gofmt does.
func printed(src string) printedExpr {
	printedExprs.Lock()
	p, ok := printedExprs.m[src]
	printedExprs.Unlock()
	if ok {
		return p
	}
	p = printExpr(src)
	printedExprs.Lock()
	defer printedExprs.Unlock()
	if printedExprs.m == nil {
		printedExprs.m = make(map[string]printedExpr)
	}
	if len(printedExprs.m) < maxPrinted {
		printedExprs.m[src] = p
	}
	return p
}

func printExpr(src string) printedExpr {
	e, err := parser.ParseExpr(src)
	if err != nil {
		return printedExpr{}
	}
	var buf bytes.Buffer
	if err := format.Node(&buf, token.NewFileSet(), e); err != nil {
		return printedExpr{}
	}
	p := printedExpr{out: buf.String(), ok: true}
	if strings.Contains(p.out, "\n") {
		ast.Inspect(e, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && strings.Contains(lit.Value, "\n") {
				p.multiline = true
			}
			return !p.multiline
		})
	}
	return p
}

// Indent returns the white space that starts the line of pos, which is
// the first thing on its line; false if something precedes it there.
func Indent(pass *analysis.Pass, pos token.Pos) (string, bool) {
	tf, src, ok := fileSource(pass, pos)
	if !ok {
		return "", false
	}
	prefix := string(src[tf.Offset(tf.LineStart(tf.Line(pos))):tf.Offset(pos)])
	if strings.Trim(prefix, " \t") != "" {
		return "", false
	}
	return prefix, true
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
			if Standard(p) && p < path {
				return analysis.TextEdit{Pos: gen.Pos(), End: gen.End(), NewText: []byte("import (\n\t" + spec.Path.Value + "\n\t" + quoted + "\n)")}
			}
			return analysis.TextEdit{Pos: gen.Pos(), End: gen.End(), NewText: []byte("import (\n\t" + quoted + "\n\n\t" + spec.Path.Value + "\n)")}
		}
		var last *ast.ImportSpec
		for _, s := range gen.Specs {
			spec := s.(*ast.ImportSpec)
			p, _ := strconv.Unquote(spec.Path.Value)
			if !Standard(p) {
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

// Standard reports whether path is that of a standard package: its first
// element has no dot.
func Standard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// Imports finds the imports that a fix leaves unused. It indexes, once
// per package name, where its file uses it: a file with a fix per return
// would otherwise be walked once for each. Only the names a replaced
// range uses are indexed.
type Imports struct {
	pass *analysis.Pass
	in   func() *inspector.Inspector
	uses map[*types.PkgName][]token.Pos
}

// NewImports returns an empty index of the imports of pass's files, whose
// syntax the inspector in returns: called only once a fix needs it, for
// a package may have none.
func NewImports(pass *analysis.Pass, in func() *inspector.Inspector) *Imports {
	return &Imports{pass: pass, in: in, uses: make(map[*types.PkgName][]token.Pos)}
}

// Unused returns the edits deleting the imports of file whose only uses
// lie in [pos, end), which the syntax at within holds, unless the
// replacement text names them again.
func (x *Imports) Unused(file *ast.File, within inspector.Cursor, pos, end token.Pos, replacement string) []analysis.TextEdit {
	var replaced []*types.PkgName // the package names used in the range
	for q := range qualifiers(within) {
		if pos <= q.Pos() && q.Pos() < end {
			if pn, ok := x.pass.TypesInfo.Uses[q].(*types.PkgName); ok && !slices.Contains(replaced, pn) {
				replaced = append(replaced, pn)
			}
		}
	}
	if len(replaced) == 0 {
		return nil
	}
	var edits []analysis.TextEdit
	for _, imp := range file.Imports {
		pn, ok := x.pkgName(imp)
		if !ok || !slices.Contains(replaced, pn) || strings.Contains(replacement, pn.Name()+".") {
			continue
		}
		at := x.usesOf(file, pn)
		from, _ := slices.BinarySearch(at, pos)
		to, _ := slices.BinarySearch(at, end)
		if to-from != len(at) {
			continue
		}
		edits = append(edits, deleteLine(x.pass.Fset, imp))
	}
	return edits
}

// pkgName returns the package name an import declares.
func (x *Imports) pkgName(imp *ast.ImportSpec) (*types.PkgName, bool) {
	pn, ok := x.pass.TypesInfo.Implicits[imp].(*types.PkgName)
	if !ok && imp.Name != nil {
		pn, ok = x.pass.TypesInfo.Defs[imp.Name].(*types.PkgName)
	}
	return pn, ok
}

// usesOf returns the positions, in order, of the uses of pn in file, the
// file whose import declares it.
func (x *Imports) usesOf(file *ast.File, pn *types.PkgName) []token.Pos {
	if at, ok := x.uses[pn]; ok {
		return at
	}
	var at []token.Pos
	if root, ok := x.in().Root().FindNode(file); ok {
		for q := range qualifiers(root) {
			if q.Name == pn.Name() && x.pass.TypesInfo.Uses[q] == pn {
				at = append(at, q.Pos())
			}
		}
	}
	x.uses[pn] = at // in source order, as the walk is
	return at
}

// qualifiers yields, in source order, the identifiers that may name a
// package in the syntax at c: a package name is used only to qualify an
// identifier, as the operand of a selector.
func qualifiers(c inspector.Cursor) iter.Seq[*ast.Ident] {
	return func(yield func(*ast.Ident) bool) {
		for cur := range c.Preorder((*ast.SelectorExpr)(nil)) {
			if id, ok := cur.Node().(*ast.SelectorExpr).X.(*ast.Ident); ok && !yield(id) {
				return
			}
		}
	}
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
