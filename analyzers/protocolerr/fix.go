package protocolerr

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// suggestFix rewrites `return nil, err` in a handler into a return of the
// isError result its framework's profile builds (mcp-go:
// `mcp.NewToolResultError(…), nil`; go-sdk: `&mcp.CallToolResult{IsError:
// true, …}, nil`), where the rewrite is mechanical: the statement is the
// handler's own, its result is nil, and the file already imports the
// package the result comes from.
func suggestFix(pass *analysis.Pass, imports *edit.Imports, r *outcomes.Return) (analysis.SuggestedFix, bool) {
	h := r.Handler
	if r.InHelper || r.ResultExpr == nil || r.ErrExpr == nil || len(r.Stmt.Results) != 2 {
		return analysis.SuggestedFix{}, false
	}
	if !h.Shape.IsSDK() || !h.Shape.Fixable || h.Shape.Profile.Fix.Expression == "" {
		return analysis.SuggestedFix{}, false
	}
	if !flow.IsNil(pass.TypesInfo, r.ResultExpr) {
		return analysis.SuggestedFix{}, false
	}
	file := edit.FileOf(pass, r.Stmt)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	fix := h.Shape.Profile.Fix
	pkg, ok := edit.ImportName(file, fix.Package)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	text, ok := messageText(pass, r.ErrExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	edits := []analysis.TextEdit{{
		Pos:     r.ResultExpr.Pos(),
		End:     r.ErrExpr.End(),
		NewText: []byte(fix.Expand(pkg, text) + ", nil"),
	}}
	// errors.New("…") becomes "…": an import whose last use the edit
	// removes goes too, so that the fixed file still builds.
	edits = append(edits, imports.Unused(file, r.Cursor, r.ResultExpr.Pos(), r.ErrExpr.End(), text)...)
	return analysis.SuggestedFix{Message: "return the failure as an isError result", TextEdits: edits}, true
}

// messageText is the source of the string the isError result carries.
func messageText(pass *analysis.Pass, e ast.Expr) (string, bool) {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok && fn.Pkg() != nil {
			sel, _ := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			switch {
			case fn.Pkg().Path() == "errors" && fn.Name() == "New" && len(call.Args) == 1:
				return edit.Source(pass.Fset, call.Args[0])
			case fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" && sel != nil && !wraps(pass, call):
				args := make([]string, len(call.Args))
				for i, arg := range call.Args {
					s, ok := edit.Source(pass.Fset, arg)
					if !ok {
						return "", false
					}
					args[i] = s
				}
				pkg, ok := edit.Source(pass.Fset, sel.X)
				if !ok {
					return "", false
				}
				return pkg + ".Sprintf(" + strings.Join(args, ", ") + ")", true
			}
		}
	}
	s, ok := edit.Source(pass.Fset, e)
	if !ok {
		return "", false
	}
	return s + ".Error()", true
}

// wraps reports whether an fmt.Errorf call uses %w.
func wraps(pass *analysis.Pass, call *ast.CallExpr) bool {
	if len(call.Args) == 0 {
		return false
	}
	tv := pass.TypesInfo.Types[call.Args[0]]
	if tv.Value == nil {
		return true // unknown format: keep the error's own text
	}
	s, err := strconv.Unquote(tv.Value.ExactString())
	return err != nil || strings.Contains(s, "%w")
}
