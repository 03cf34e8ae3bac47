package handlerpanic

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/handlerfix"
)

// crashFix replaces a call that crashes the server with a return of the
// handler's isError result, carrying the text the call would have
// panicked or logged with:
//
//	panic(fmt.Sprintf("unknown order %q", in.Order))
//
// becomes, in a go-sdk typed handler,
//
//	return nil, noteList{}, fmt.Errorf("unknown order %q", in.Order)
//
// A log.Fatal* or log.Panic* call becomes its log.Print*, followed by the
// return: the operator keeps the line, the model reads the text.
//
// Only where that is mechanical: the call is a statement that ends its
// block, in the handler or a helper whose results it returns (returnsFor), so that no statement after it
// becomes unreachable, and its text is certain: a string, a format, or
// an error that cannot be nil there. os.Exit says nothing, and a value
// of another type says nothing a model reads: no fix. In a program that
// declares sensitive sources the text shows no error's (errresult), or
// there is no fix.
func (w *walker) crashFix(c inspector.Cursor, call *ast.CallExpr, callee types.Object) (analysis.SuggestedFix, bool) {
	pass := w.c.Pass
	if !w.returnsFor(c) {
		return analysis.SuggestedFix{}, false
	}
	stmt := c.Parent()
	if _, ok := stmt.Node().(*ast.ExprStmt); !ok || !endsBlock(stmt) {
		return analysis.SuggestedFix{}, false
	}
	msg, operands, logArgs, ok := w.crashMessage(c, call, callee)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	// The text left for the model: none of it from a sensitive source.
	if slices.ContainsFunc(operands, func(e ast.Expr) bool { return w.leaks.Shows(c, e) }) {
		return analysis.SuggestedFix{}, false
	}
	file := edit.FileOf(pass, call)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	site := handlerfix.Site{Pass: pass, Decls: w.c.Decls, Handler: w.handler, File: file, Pos: stmt.Node().Pos()}
	results, edits, ok := site.Failure(msg)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	replacement := "return " + results
	if logged, isLog := logInstead(call, callee); isLog {
		// log.Fatalf(…) becomes log.Printf(…), which keeps the line the
		// operator reads, and the return follows it.
		indent, ok := edit.Indent(pass, stmt.Node().Pos())
		end, fits := edit.LineEnd(pass, stmt.Node().End())
		if !ok || !fits {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, logged,
			analysis.TextEdit{Pos: end, End: end, NewText: []byte("\n" + indent + replacement)})
		return formatted(pass, analysis.SuggestedFix{Message: "log the text and return an isError result instead", TextEdits: edits})
	}
	message := "return an isError result instead"
	if logArgs != "" {
		// The error the model no longer reads goes to the log.
		line, imports, ok := errresult.LogLine(pass, file, stmt.Node().Pos(), logArgs)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		replacement = line + replacement
		edits = append(edits, imports...)
		message = "log the error and return an isError result instead"
	}
	edits = append(edits, analysis.TextEdit{Pos: stmt.Node().Pos(), End: stmt.Node().End(), NewText: []byte(replacement)})
	return formatted(pass, analysis.SuggestedFix{Message: message, TextEdits: edits})
}

// logInstead returns the edit that makes a call of log's Fatal* or
// Panic* (a function, or a method of *log.Logger) its Print*, which logs
// the same line and returns.
func logInstead(call *ast.CallExpr, callee types.Object) (analysis.TextEdit, bool) {
	fn, ok := callee.(*types.Func)
	sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || !isSel || fn.Pkg() == nil || fn.Pkg().Path() != "log" {
		return analysis.TextEdit{}, false
	}
	name := strings.Replace(strings.Replace(fn.Name(), "Fatal", "Print", 1), "Panic", "Print", 1)
	return analysis.TextEdit{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(name)}, true
}

// endsBlock reports whether the statement at stmt is the last of its
// block or case.
func endsBlock(stmt inspector.Cursor) bool {
	kind, index := stmt.ParentEdge()
	var list []ast.Stmt
	switch kind {
	case edge.BlockStmt_List:
		list = stmt.Parent().Node().(*ast.BlockStmt).List
	case edge.CaseClause_Body:
		list = stmt.Parent().Node().(*ast.CaseClause).Body
	case edge.CommClause_Body:
		list = stmt.Parent().Node().(*ast.CommClause).Body
	default:
		return false
	}
	return index == len(list)-1
}

// crashMessage returns the text a crashing call panics or logs with, the
// operands it is made of, and, where the text withholds an error's that
// the call would have shown the operator, the arguments of the
// log.Printf call that keeps it: panic(v) and log.Fatal(v), log.Panicln(v)
// with one operand, v; log.Fatalf and log.Panicf, their format and
// operands (their line stays in the log: logInstead).
func (w *walker) crashMessage(c inspector.Cursor, call *ast.CallExpr, callee types.Object) (handlerfix.Message, []ast.Expr, string, bool) {
	if call.Ellipsis.IsValid() || len(call.Args) == 0 {
		return handlerfix.Message{}, nil, "", false
	}
	fn, isFunc := callee.(*types.Func)
	switch {
	case !isFunc:
		// The builtin panic.
	case fn.Pkg().Path() != "log":
		return handlerfix.Message{}, nil, "", false // os.Exit
	case strings.HasSuffix(fn.Name(), "f"):
		msg, operands, ok := w.printfMessage(c, call.Args[0], call.Args[1:])
		return msg, operands, "", ok
	}
	if len(call.Args) != 1 {
		return handlerfix.Message{}, nil, "", false
	}
	return w.valueMessage(c, call.Args[0])
}

// valueMessage returns the text of v, a panic's value at c: a string as
// it is, fmt.Sprintf's format and operands, an error's text where it is
// certain (errresult.Message), with the error itself beside it; and the
// arguments of the log call that keeps what it withholds (crashMessage).
func (w *walker) valueMessage(c inspector.Cursor, v ast.Expr) (handlerfix.Message, []ast.Expr, string, bool) {
	pass := w.c.Pass
	t := pass.TypesInfo.TypeOf(v)
	if types.Identical(t, types.Universe.Lookup("error").Type()) {
		text, ok := errresult.Message(pass, w.leaks, w.handler.Shape.Profile, c, v)
		if text.Log != "" {
			// The error's text withheld: nor is the error itself returned,
			// which a framework would show.
			return handlerfix.Message{Expr: text.Expr}, nil, text.Log, ok
		}
		src, printed := edit.Source(pass.Fset, v)
		// The error's own text is checked: its operands need not be.
		return handlerfix.Message{Expr: text.Expr, Err: src}, nil, "", ok && printed
	}
	if b, ok := t.Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return handlerfix.Message{}, nil, "", false
	}
	if call, ok := ast.Unparen(v).(*ast.CallExpr); ok && !call.Ellipsis.IsValid() {
		if fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" {
			msg, operands, ok := w.printfMessage(c, call.Args[0], call.Args[1:])
			if !ok || len(operands) == len(call.Args)-1 {
				return msg, operands, "", ok
			}
			// Operands left out: the panic's whole text goes to the log.
			logArgs, ok := errresult.LogPrintf(pass, call, 0)
			return msg, operands, logArgs, ok
		}
	}
	src, ok := edit.Source(pass.Fset, v)
	return handlerfix.Text(src), []ast.Expr{v}, "", ok
}

// printfMessage returns the text of a printf-like call at c with a
// constant format. In a program that declares sensitive sources, the
// operands that may show an error's text are left out, with the words
// that led to them (errresult.Withhold).
func (w *walker) printfMessage(c inspector.Cursor, format ast.Expr, args []ast.Expr) (handlerfix.Message, []ast.Expr, bool) {
	value, ok := flow.StringValue(w.c.Pass.TypesInfo, format)
	if !ok {
		return handlerfix.Message{}, nil, false
	}
	f, ok := edit.Source(w.c.Pass.Fset, format)
	if !ok {
		return handlerfix.Message{}, nil, false
	}
	if w.c.Decls.Program.Sensitive {
		kept, operands, ok := errresult.Withhold(w.c.Pass.TypesInfo, w.leaks, c, value, args)
		if !ok {
			return handlerfix.Message{}, nil, false
		}
		f, args = strconv.Quote(kept), operands
	}
	srcs := make([]string, len(args))
	for i, a := range args {
		s, ok := edit.Source(w.c.Pass.Fset, a)
		if !ok {
			return handlerfix.Message{}, nil, false
		}
		srcs[i] = s
	}
	return handlerfix.Printf(f, srcs), args, true
}
