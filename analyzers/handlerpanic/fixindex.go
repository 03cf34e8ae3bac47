package handlerpanic

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/handlerfix"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// indexFix checks the length of the list n indexes before the statement
// holding n, and returns the handler's isError result where the list is
// too short, naming the argument and the length it needs:
//
//	id := ids[0]
//
// becomes
//
//	if len(ids) < 1 {
//		return mcp.NewToolResultError(`argument "ids" must have at least 1 item`), nil
//	}
//	id := ids[0]
//
// Text cut in place, strings.Split(path, "/")[1], is cut first, into a
// variable of its own, whose length the check reads; so is a list read
// in place, request.GetStringSlice("ids", nil)[0]. Only where the
// return can be written (returnsFor), in a statement that evaluates the
// index whenever it runs, after nothing that may change the list, and
// where the list holds no other index to check first.
func (w *walker) indexFix(c inspector.Cursor, n *ast.IndexExpr, args outcomes.Arguments, l list) (analysis.SuggestedFix, bool) {
	pass := w.c.Pass
	if holdsIndex(pass.TypesInfo, n.X) {
		return analysis.SuggestedFix{}, false
	}
	at, ok := w.checkPointFor(c, n.X, n.X, args)
	listSrc, printed := edit.Source(pass.Fset, n.X)
	if !ok || !printed || strings.Contains(listSrc, "\n") {
		return analysis.SuggestedFix{}, false
	}
	s, file, scope, indent := at.stmt.Node().(ast.Stmt), at.file, at.scope, at.indent
	site := handlerfix.Site{Pass: pass, Decls: w.c.Decls, Handler: w.handler, File: file, Pos: s.Pos()}
	operands, imports, ok := site.Failure(handlerfix.Literal(l.shortMessage()))
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	var before string
	edits := imports
	if _, cut := ast.Unparen(n.X).(*ast.CallExpr); cut {
		// Cut the text once, before the check, and index what it gave.
		name := handlerfix.Fresh(scope, s.Pos(), l.variable(), nil)
		before = name + " := " + listSrc + "\n" + indent
		edits = append(edits, analysis.TextEdit{Pos: n.X.Pos(), End: n.X.End(), NewText: []byte(name)})
		listSrc = name
	}
	check := fmt.Sprintf("%sif len(%s) < %d {\n%s\treturn %s\n%s}\n%s", before, listSrc, l.at+1, indent, operands, indent, indent)
	edits = append([]analysis.TextEdit{{Pos: s.Pos(), End: s.Pos(), NewText: []byte(check)}}, edits...)
	return formatted(pass, analysis.SuggestedFix{
		Message:   "check the length before indexing and return an isError result where it is short",
		TextEdits: edits,
	})
}

// variable names the variable a fix cuts text into, or reads a list
// argument into: parts, words, or after the argument (tagNames).
func (l list) variable() string {
	if l.cut != nil {
		return l.cut.unit
	}
	if name := goName(l.arg); name != "" {
		return name
	}
	return "items"
}

// shortMessage is the text of the isError result a fix returns where the
// list l is too short: what the model must send.
func (l list) shortMessage() string {
	need := l.at + 1
	switch {
	case l.cut == nil:
		return fmt.Sprintf("%s must have at least %d %s", l.argument(), need, plural(need, "item"))
	case l.cut.split:
		return fmt.Sprintf("%s must have at least %d parts separated by %q", l.argument(), need, l.sep)
	}
	return fmt.Sprintf("%s must have at least %d %s", l.argument(), need, plural(need, "word"))
}

// plural is noun for n of it.
func plural(n int64, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// holdsIndex reports whether x indexes a list at a constant itself
// (strings.Split(parts[1], ":")): that index gets its check first, before
// the same statement.
func holdsIndex(info *types.Info, x ast.Expr) bool {
	found := false
	ast.Inspect(x, func(node ast.Node) bool {
		if n, ok := node.(*ast.IndexExpr); ok {
			if _, ok := listIndex(info, n); ok {
				found = true
			}
		}
		return !found
	})
	return found
}
