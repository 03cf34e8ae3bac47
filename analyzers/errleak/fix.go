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
func suggestFix(pass *analysis.Pass, imports *edit.Imports, stmt inspector.Cursor, at ast.Expr) (analysis.SuggestedFix, bool) {
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
	formatAt := errresult.PrintfFormat(info, call)
	switch {
	case formatAt >= 0:
		logArgs, ok = errresult.LogPrintf(pass, call, formatAt)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		format, _ := flow.StringValue(info, call.Args[formatAt])
		// An operand kept that holds sensitive text is a leak of its own,
		// reported where that text is made: the fix shows nothing new.
		kept, keptOperands, ok := errresult.Redact(format, call.Args[formatAt+1:], func(e ast.Expr) bool { return errresult.ShowsError(info, e) })
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		rest, _ := errresult.Operands(pass, keptOperands)
		msg := strconv.Quote(kept)
		if rest != "" {
			msg += ", " + rest
		}
		switch {
		case isSprintf(info, call) && rest == "":
			// No longer a format: "100%%" prints as "100%".
			replacement = strconv.Quote(strings.ReplaceAll(kept, "%%", "%"))
		default:
			prefix, ok := errresult.Operands(pass, call.Args[:formatAt])
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
	case errresult.IsErrorCall(info, call):
		c, ok := stmt.FindNode(call)
		if !ok || c.ParentEdgeKind() != edge.CallExpr_Args {
			return analysis.SuggestedFix{}, false
		}
		logArgs, ok = errresult.LogValue(pass, ast.Unparen(call.Fun).(*ast.SelectorExpr).X)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		replacement = strconv.Quote(errresult.Fallback)
	default:
		return analysis.SuggestedFix{}, false
	}
	edits, ok := errresult.LogBefore(pass, file, ret, logArgs)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	edits = append(edits, analysis.TextEdit{Pos: call.Pos(), End: call.End(), NewText: []byte(replacement)})
	// fmt.Sprintf("…", err) becomes "…": an import whose last use the
	// edit removes goes too, so that the fixed file still builds; the log
	// call keeps the packages its operands name.
	edits = append(edits, imports.Unused(file, stmt, call.Pos(), call.End(), replacement+" "+logArgs)...)
	return analysis.SuggestedFix{Message: "log the error and give the model a fixed message", TextEdits: edits}, true
}

func isSprintf(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf"
}
