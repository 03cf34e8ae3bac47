package robustness

import (
	"bytes"
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"
)

// Byte-level mutations of Go source seldom leave a program that parses,
// let alone type-checks: nearly every input the fuzzing engine makes of a
// fixture that way would be skipped. A second input, a program of edits,
// mutates the fixture as a Go programmer would: it deletes, duplicates,
// swaps, copies and wraps statements, replaces an expression with another
// of the same type from the same file or trades it for nil, computes it
// in a closure, negates a condition, and moves comments (directives among
// them) to other declarations and statements.
// The edits are text edits on the type-checked source, so that comments
// stay where they were, and the result is type-checked again before any
// rule sees it.

// maxEdits bounds the edits one input makes.
const maxEdits = 16

// editKinds is the number of kinds of edit step decodes.
const editKinds = 11

// A textEdit replaces src[start:end] with text; an insertion has start
// equal to end.
type textEdit struct {
	start, end int
	text       string
}

// A statementSite is a statement of a block or of a case clause.
type statementSite struct {
	stmt ast.Stmt
	next ast.Stmt // the statement after it in the same list, if any
}

// mutator decodes a program of edits and applies it to one type-checked
// file.
type mutator struct {
	tf       *token.File
	src      []byte
	pkg      *types.Package
	info     *types.Info
	program  []byte
	stmts    []statementSite
	exprs    []ast.Expr // expressions with a value, and so a type
	bools    []ast.Expr // those of a boolean type
	decls    []ast.Decl
	comments []*ast.CommentGroup
	edits    []textEdit
}

// mutate applies the edits program encodes to src, the source of file of
// package pkg, which info describes, and returns the new source; src
// itself when the program makes no edit.
func mutate(fset *token.FileSet, pkg *types.Package, file *ast.File, info *types.Info, src, program []byte) []byte {
	m := &mutator{
		tf:       fset.File(file.FileStart),
		src:      src,
		pkg:      pkg,
		info:     info,
		program:  program,
		decls:    file.Decls,
		comments: file.Comments,
	}
	m.collect(file)
	for n := 0; n < maxEdits && len(m.program) > 0; n++ {
		m.step()
	}
	if len(m.edits) == 0 {
		return src
	}
	return m.apply()
}

// collect indexes the statements and expressions of file.
func (m *mutator) collect(file *ast.File) {
	addList := func(list []ast.Stmt) {
		for i, s := range list {
			site := statementSite{stmt: s}
			if i+1 < len(list) {
				site.next = list[i+1]
			}
			m.stmts = append(m.stmts, site)
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			addList(n.List)
		case *ast.CaseClause:
			addList(n.Body)
		case *ast.CommClause:
			addList(n.Body)
		}
		m.addExpr(n)
		return true
	})
}

func (m *mutator) addExpr(n ast.Node) {
	e, ok := n.(ast.Expr)
	if !ok {
		return
	}
	tv, ok := m.info.Types[e]
	if !ok || !tv.IsValue() || tv.Type == nil {
		return
	}
	m.exprs = append(m.exprs, e)
	if b, ok := tv.Type.Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
		m.bools = append(m.bools, e)
	}
}

// byte takes the next byte of the program, 0 once it is spent.
func (m *mutator) byte() int {
	if len(m.program) == 0 {
		return 0
	}
	b := m.program[0]
	m.program = m.program[1:]
	return int(b)
}

// pick takes the next two bytes of the program as an index below n, which
// must be positive.
func (m *mutator) pick(n int) int {
	return (m.byte()<<8 | m.byte()) % n
}

func (m *mutator) text(n ast.Node) string {
	return string(m.src[m.offset(n.Pos()):m.offset(n.End())])
}

func (m *mutator) offset(p token.Pos) int { return m.tf.Offset(p) }

// step decodes and records one edit.
func (m *mutator) step() {
	op := m.byte() % editKinds
	var possible bool
	switch op {
	case 0, 1, 2, 3, 4:
		possible = len(m.stmts) > 0
	case 5, 6, 9, 10:
		possible = len(m.exprs) > 0
	case 7:
		possible = len(m.comments) > 0 && len(m.decls) > 0
	case 8:
		possible = len(m.comments) > 0 && len(m.stmts) > 0
	}
	if !possible {
		return
	}
	switch op {
	case 0: // delete a statement
		s := m.stmts[m.pick(len(m.stmts))].stmt
		m.replace(s, "")
	case 1: // duplicate a statement
		s := m.stmts[m.pick(len(m.stmts))].stmt
		m.insert(s.End(), "\n"+m.text(s))
	case 2: // swap a statement with the next
		site := m.stmts[m.pick(len(m.stmts))]
		if site.next != nil && m.free(site.stmt.Pos(), site.next.End()) {
			m.replace(site.stmt, m.text(site.next))
			m.replace(site.next, m.text(site.stmt))
		}
	case 3: // copy a statement from anywhere in the file before another
		from := m.stmts[m.pick(len(m.stmts))].stmt
		to := m.stmts[m.pick(len(m.stmts))].stmt
		m.insert(to.Pos(), m.text(from)+"\n")
	case 4: // wrap a statement in a control construct
		s := m.stmts[m.pick(len(m.stmts))].stmt
		w := wrappers[m.byte()%len(wrappers)]
		open, close := w[0], w[1]
		if len(m.bools) > 0 && strings.Contains(open, "COND") {
			open = strings.ReplaceAll(open, "COND", "("+m.text(m.bools[m.pick(len(m.bools))])+")")
		}
		open = strings.ReplaceAll(open, "COND", "true")
		m.replace(s, open+"\n"+m.text(s)+"\n"+close)
	case 5: // replace an expression with another of an identical type
		e := m.exprs[m.pick(len(m.exprs))]
		t := m.info.Types[e].Type
		var same []ast.Expr
		for _, c := range m.exprs {
			if c != e && types.Identical(m.info.Types[c].Type, t) {
				same = append(same, c)
			}
		}
		if len(same) > 0 {
			m.replace(e, "("+m.text(same[m.pick(len(same))])+")")
		}
	case 6: // negate a condition
		if len(m.bools) > 0 {
			e := m.bools[m.pick(len(m.bools))]
			m.replace(e, "!("+m.text(e)+")")
		}
	case 7: // copy a comment before a declaration
		c := m.comments[m.pick(len(m.comments))]
		d := m.decls[m.pick(len(m.decls))]
		m.insert(d.Pos(), m.text(c)+"\n")
	case 8: // copy a comment onto a statement's line, or before it
		c := m.comments[m.pick(len(m.comments))]
		s := m.stmts[m.pick(len(m.stmts))].stmt
		if m.byte()%2 == 0 {
			m.insert(s.Pos(), m.text(c)+"\n")
		} else {
			m.insert(s.End(), " "+m.text(c)+"\n")
		}
	case 9: // trade nil for a value that may be nil, or the other way
		e := m.exprs[m.pick(len(m.exprs))]
		if m.info.Types[e].IsNil() {
			var values []ast.Expr
			for _, c := range m.exprs {
				if tv := m.info.Types[c]; !tv.IsNil() && nillable(tv.Type) {
					values = append(values, c)
				}
			}
			if len(values) > 0 {
				m.replace(e, "("+m.text(values[m.pick(len(values))])+")")
			}
		} else if nillable(m.info.Types[e].Type) {
			m.replace(e, "nil")
		}
	case 10: // compute an expression in a closure called in place
		e := m.exprs[m.pick(len(m.exprs))]
		tv := m.info.Types[e]
		if !tv.IsNil() {
			t := types.TypeString(types.Default(tv.Type), func(p *types.Package) string {
				if p == m.pkg {
					return ""
				}
				return p.Name()
			})
			m.replace(e, "func() "+t+" { return "+m.text(e)+" }()")
		}
	}
}

// nillable reports whether nil is a value of type t.
func nillable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Slice, *types.Map, *types.Chan, *types.Signature:
		return true
	}
	return false
}

// wrappers are the control constructs a statement can be wrapped in, as
// opening and closing text; COND is a boolean expression of the file.
var wrappers = [][2]string{
	{"if COND {", "}"},
	{"if COND {} else {", "}"},
	{"{", "}"},
	{"for range 1 {", "}"},
	{"for COND {", "break\n}"},
	{"switch {\ncase COND:", "}"},
	{"select {\ndefault:", "}"},
	{"defer func() {", "}()"},
	{"go func() {", "}()"},
	{"func() {", "}()"},
	{"if r := recover(); r != nil {", "}"},
}

// free reports whether no recorded edit touches src[start:end].
func (m *mutator) free(start, end token.Pos) bool {
	s, e := m.offset(start), m.offset(end)
	for _, ed := range m.edits {
		if ed.start < e && s < ed.end || ed.start == ed.end && s < ed.start && ed.start < e {
			return false
		}
	}
	return true
}

func (m *mutator) replace(n ast.Node, text string) {
	if m.free(n.Pos(), n.End()) {
		m.edits = append(m.edits, textEdit{m.offset(n.Pos()), m.offset(n.End()), text})
	}
}

func (m *mutator) insert(at token.Pos, text string) {
	if m.free(at, at) {
		off := m.offset(at)
		m.edits = append(m.edits, textEdit{off, off, text})
	}
}

// apply returns src with the recorded edits, which never overlap;
// insertions at one offset keep the order they were recorded in.
func (m *mutator) apply() []byte {
	// An insertion at the start of a replaced span goes before it.
	slices.SortStableFunc(m.edits, func(a, b textEdit) int { return cmp.Or(a.start-b.start, a.end-b.end) })
	var out []byte
	last := 0
	for _, e := range m.edits {
		out = append(out, m.src[last:e.start]...)
		out = append(out, e.text...)
		last = e.end
	}
	return append(out, m.src[last:]...)
}

// TestMutations applies each kind of edit, at a few places, to the
// fixtures, and requires that each kind changes some fixture into a
// program that still type-checks: an edit that never does would spend the
// fuzzing on inputs that are all skipped.
func TestMutations(t *testing.T) {
	tr := loadTree(t)
	all := treeFiles(t, tr)
	const enough = 3
	for op := range editKinds {
		typeChecked := 0
		for _, tf := range all {
			for _, at := range []byte{0, 1, 7, 31} {
				program := []byte{byte(op), 0, at, 0, at + 1, 0, at + 2, 0, at + 3}
				pkg, sources, err := tr.mutation(tf.file, tf.src, program)
				if err != nil {
					continue
				}
				tr.release(pkg.Syntax)
				if !bytes.Equal(sources[tr.fileName(tf.file)], tf.src) {
					typeChecked++
				}
			}
			if typeChecked >= enough {
				break
			}
		}
		if typeChecked < enough {
			t.Errorf("edit %d changed %d fixtures into programs that type-check, want at least %d", op, typeChecked, enough)
		}
	}
}
