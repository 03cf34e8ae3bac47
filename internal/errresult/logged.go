package errresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
)

// A fix that withholds an error's text from the model keeps it for the
// operator: it logs the error, with log.Printf, on a line of its own
// before the statement that used to show it.
//
//	log.Printf("query %s failed: %v", id, err)
//	return mcp.NewToolResultError(fmt.Sprintf("query %s failed", id)), nil

// LogBefore returns the edits that put log.Printf(args) on a line of its
// own before the statement stmt of file, indented as stmt, and import
// "log" where the file does not; false where another log is in scope
// there, or stmt does not begin its line.
func LogBefore(pass *analysis.Pass, file *ast.File, stmt ast.Stmt, args string) ([]analysis.TextEdit, bool) {
	line, edits, ok := LogLine(pass, file, stmt.Pos(), args)
	if !ok {
		return nil, false
	}
	return append(edits, analysis.TextEdit{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(line)}), true
}

// LogLine returns the text that logs with log.Printf(args) before the
// statement that begins at pos in file, for a fix that replaces that
// statement to write first: the call, a new line and the statement's
// indent; and the edits that import "log" where the file does not. False
// where another log is in scope at pos, or the statement does not begin
// its line.
func LogLine(pass *analysis.Pass, file *ast.File, pos token.Pos, args string) (string, []analysis.TextEdit, bool) {
	logPkg, imported := edit.ImportName(file, "log")
	if !imported {
		logPkg = "log"
	}
	if scope := pass.Pkg.Scope().Innermost(pos); scope != nil {
		if _, obj := scope.LookupParent(logPkg, pos); obj != nil {
			if _, ok := obj.(*types.PkgName); !ok || !imported {
				return "", nil, false // another log is in scope
			}
		}
	}
	indent, ok := edit.Indent(pass, pos)
	if !ok {
		return "", nil, false
	}
	var edits []analysis.TextEdit
	if !imported {
		edits = append(edits, edit.AddImport(pass.Fset, file, "log"))
	}
	return logPkg + ".Printf(" + args + ")\n" + indent, edits, true
}

// LogPrintf returns the arguments of the log.Printf call that logs what
// the printf-like call shows, whose format is its argument formatAt (see
// PrintfFormat): the same format, each %w made %v, and the same operands;
// false where an operand is not safe to evaluate earlier (Operands).
func LogPrintf(pass *analysis.Pass, call *ast.CallExpr, formatAt int) (string, bool) {
	format, ok := flow.StringValue(pass.TypesInfo, call.Args[formatAt])
	if !ok {
		return "", false
	}
	args, ok := Operands(pass, call.Args[formatAt+1:])
	if !ok {
		return "", false
	}
	out := strconv.Quote(strings.ReplaceAll(format, "%w", "%v"))
	if args != "" {
		out += ", " + args
	}
	return out, true
}

// LogValue returns the arguments of the log.Printf call that logs the
// value of e, an error or its text: "%v", e.
func LogValue(pass *analysis.Pass, e ast.Expr) (string, bool) {
	src, ok := Operands(pass, []ast.Expr{e})
	return `"%v", ` + src, ok
}

// PrintfFormat returns the index of the format argument of a call to a
// function whose last parameters are `format string, args ...any`, given
// a constant format; -1 for other calls.
func PrintfFormat(info *types.Info, call *ast.CallExpr) int {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || call.Ellipsis.IsValid() {
		return -1
	}
	sig := fn.Signature()
	n := sig.Params().Len()
	if !sig.Variadic() || n < 2 || sig.Params().At(n-2).Name() != "format" || len(call.Args) < n-1 {
		return -1
	}
	if _, ok := flow.StringValue(info, call.Args[n-2]); !ok {
		return -1
	}
	return n - 2
}

// IsErrorCall reports whether call is err.Error() on an error value.
func IsErrorCall(info *types.Info, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	return ok && len(call.Args) == 0 && sel.Sel.Name == "Error" && leaks.Errorish(info.TypeOf(sel.X))
}

// Operands returns the source of args, comma-separated, when each is
// safe to evaluate once, earlier, in a log call: names, selectors,
// constants, and err.Error().
func Operands(pass *analysis.Pass, args []ast.Expr) (string, bool) {
	var out []string
	for _, arg := range args {
		if !plain(pass.TypesInfo, arg) {
			return "", false
		}
		s, ok := edit.Source(pass.Fset, arg)
		if !ok {
			return "", false
		}
		out = append(out, s)
	}
	return strings.Join(out, ", "), true
}

func plain(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident, *ast.BasicLit:
		return true
	case *ast.SelectorExpr:
		return plain(info, e.X)
	case *ast.CallExpr:
		return IsErrorCall(info, e) && plain(info, ast.Unparen(e.Fun).(*ast.SelectorExpr).X)
	}
	return false
}
