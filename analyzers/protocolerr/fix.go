package protocolerr

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/passes/flow"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// mcpPath is the mcp-go package whose NewToolResultError the fix calls.
const mcpPath = "github.com/mark3labs/mcp-go/mcp"

// suggestFix rewrites `return nil, err` in an mcp-go handler into
// `return mcp.NewToolResultError(…), nil`, where the rewrite is mechanical:
// the statement is the handler's own, its result is nil, and the file
// already imports the mcp package.
func suggestFix(pass *analysis.Pass, r *outcomes.Return) (analysis.SuggestedFix, bool) {
	h := r.Handler
	if r.InHelper || r.ResultExpr == nil || r.ErrExpr == nil || len(r.Stmt.Results) != 2 {
		return analysis.SuggestedFix{}, false
	}
	if !h.Shape.IsSDK() || h.Shape.Profile.Name != "mcp-go" || (h.Shape.Kind != "raw" && h.Shape.Kind != "typed") {
		return analysis.SuggestedFix{}, false
	}
	if !flow.IsNil(pass.TypesInfo, r.ResultExpr) {
		return analysis.SuggestedFix{}, false
	}
	file := fileOf(pass, r.Stmt)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	mcp, ok := importName(file, mcpPath)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	text, ok := messageText(pass, r.ErrExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message: "return the failure as an isError result",
		TextEdits: []analysis.TextEdit{{
			Pos:     r.ResultExpr.Pos(),
			End:     r.ErrExpr.End(),
			NewText: []byte(mcp + ".NewToolResultError(" + text + "), nil"),
		}},
	}, true
}

// messageText is the source of the string the isError result carries.
func messageText(pass *analysis.Pass, e ast.Expr) (string, bool) {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok && fn.Pkg() != nil {
			sel, _ := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			switch {
			case fn.Pkg().Path() == "errors" && fn.Name() == "New" && len(call.Args) == 1:
				return source(pass, call.Args[0])
			case fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" && sel != nil && !wraps(pass, call):
				args := make([]string, len(call.Args))
				for i, arg := range call.Args {
					s, ok := source(pass, arg)
					if !ok {
						return "", false
					}
					args[i] = s
				}
				pkg, ok := source(pass, sel.X)
				if !ok {
					return "", false
				}
				return pkg + ".Sprintf(" + strings.Join(args, ", ") + ")", true
			}
		}
	}
	s, ok := source(pass, e)
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

func source(pass *analysis.Pass, e ast.Expr) (string, bool) {
	var buf bytes.Buffer
	if err := format.Node(&buf, pass.Fset, e); err != nil {
		return "", false
	}
	return buf.String(), true
}

// importName returns the name under which file imports path.
func importName(file *ast.File, path string) (string, bool) {
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
		return "mcp", true
	}
	return "", false
}
