package errleak

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// suggestFix replaces the leaked text with a fixed message and logs the
// error before the return, where that is mechanical: the text is built in
// the return statement stmt itself, by a printf-like call with a constant
// format (fmt.Sprintf, fmt.Errorf, mcp.NewToolResultErrorf) or by
// err.Error() handed straight to a call, from operands that are safe to
// evaluate before the return.
//
//	return mcp.NewToolResultError(fmt.Sprintf("query failed: %v", err)), nil
//
// becomes
//
//	log.Printf("query failed: %v", err)
//	return mcp.NewToolResultError("query failed"), nil
func suggestFix(pass *analysis.Pass, decls *declarations.Result, imports *edit.Imports, stmt inspector.Cursor, at ast.Expr) (analysis.SuggestedFix, bool) {
	ret, ok := stmt.Node().(*ast.ReturnStmt)
	call, isCall := at.(*ast.CallExpr)
	if !ok || !isCall || at.Pos() < ret.Pos() || at.End() > ret.End() {
		return analysis.SuggestedFix{}, false
	}
	file := edit.FileOf(pass, ret)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	info := pass.TypesInfo
	var replacement, logArgs string
	formatAt := printfFormat(info, call)
	switch {
	case formatAt >= 0:
		format, _ := flow.StringValue(info, call.Args[formatAt])
		operands := call.Args[formatAt+1:]
		args, ok := sources(pass, operands)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		// The log keeps every operand; %w is fmt.Errorf's alone.
		logArgs = strconv.Quote(strings.ReplaceAll(format, "%w", "%v"))
		if args != "" {
			logArgs += ", " + args
		}
		kept, keptOperands, ok := errresult.Redact(format, operands, func(e ast.Expr) bool { return errresult.ShowsError(info, e) })
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		rest, _ := sources(pass, keptOperands)
		msg := strconv.Quote(kept)
		if rest != "" {
			msg += ", " + rest
		}
		switch {
		case isSprintf(info, call) && rest == "":
			// No longer a format: "100%%" prints as "100%".
			replacement = strconv.Quote(strings.ReplaceAll(kept, "%%", "%"))
		default:
			prefix, ok := sources(pass, call.Args[:formatAt])
			if !ok {
				return analysis.SuggestedFix{}, false
			}
			fun, ok := edit.Source(pass.Fset, call.Fun)
			if !ok {
				return analysis.SuggestedFix{}, false
			}
			if prefix != "" {
				prefix += ", "
			}
			replacement = fun + "(" + prefix + msg + ")"
		}
	case isErrorCall(info, call):
		c, ok := stmt.FindNode(call)
		if !ok || c.ParentEdgeKind() != edge.CallExpr_Args {
			return analysis.SuggestedFix{}, false
		}
		recv := ast.Unparen(call.Fun).(*ast.SelectorExpr).X
		src, ok := sources(pass, []ast.Expr{recv})
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		logArgs = `"%v", ` + src
		replacement = strconv.Quote(errresult.Fallback)
	default:
		return analysis.SuggestedFix{}, false
	}
	logPkg, imported := edit.ImportName(file, "log")
	if !imported {
		logPkg = "log"
	}
	if scope := pass.Pkg.Scope().Innermost(ret.Pos()); scope != nil {
		if _, obj := scope.LookupParent(logPkg, ret.Pos()); obj != nil {
			if _, ok := obj.(*types.PkgName); !ok || !imported {
				return analysis.SuggestedFix{}, false // another log is in scope
			}
		}
	}
	// The log call goes on a line of its own, indented as the return.
	indent, ok := edit.Indent(pass, ret.Pos())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	edits := []analysis.TextEdit{
		{Pos: ret.Pos(), End: ret.Pos(), NewText: []byte(logPkg + ".Printf(" + logArgs + ")\n" + indent)},
		{Pos: call.Pos(), End: call.End(), NewText: []byte(replacement)},
	}
	if !imported {
		edits = append(edits, edit.AddImport(pass.Fset, file, "log"))
	}
	// fmt.Sprintf("…", err) becomes "…": an import whose last use the
	// edit removes goes too, so that the fixed file still builds.
	edits = append(edits, imports.Unused(file, stmt, call.Pos(), call.End(), replacement)...)
	return analysis.SuggestedFix{Message: "log the error and give the model a fixed message", TextEdits: edits}, true
}

// printfFormat returns the index of the format argument of a call to a
// function whose last parameters are `format string, args ...any`, given
// a constant format; -1 for other calls.
func printfFormat(info *types.Info, call *ast.CallExpr) int {
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

func isSprintf(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf"
}

// isErrorCall reports whether call is err.Error() on an error value.
func isErrorCall(info *types.Info, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	return ok && len(call.Args) == 0 && sel.Sel.Name == "Error" && leaks.Errorish(info.TypeOf(sel.X))
}

// sources returns the source of args, comma-separated, when each is safe
// to evaluate once, earlier, in a log call: names, selectors, constants,
// and err.Error().
func sources(pass *analysis.Pass, args []ast.Expr) (string, bool) {
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
		return isErrorCall(info, e) && plain(info, ast.Unparen(e.Fun).(*ast.SelectorExpr).X)
	}
	return false
}
