package errresult

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// Leaks returns the tracer Message asks: errleak's, following the calls
// of the package's handlers too, whose errors' text a fix of an adapter
// would show.
func Leaks(pass *analysis.Pass, decls *declarations.Result, hs *handlers.Result) *leaks.Tracer {
	return leaks.New(pass.TypesInfo, decls, hs).IntoHandlers()
}

// withheld is the text of an error whose text may be sensitive, and the
// log call that keeps it (Message): fmt.Errorf's format without the
// operands that show an error, or Fallback for an error named whole.
func withheld(pass *analysis.Pass, tr *leaks.Tracer, at inspector.Cursor, e ast.Expr) (Text, bool) {
	info := pass.TypesInfo
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Errorf" || PrintfFormat(info, call) != 0 {
			return Text{}, false
		}
		text, ok := redacted(pass, tr, at, call)
		if !ok {
			return Text{}, false
		}
		log, ok := LogPrintf(pass, call, 0)
		return Text{Expr: text, Log: log}, ok
	}
	// A nil error would have been a success: no failure to withhold.
	if !plain(info, e) || !nonNil(pass, at, e, 0) {
		return Text{}, false
	}
	log, ok := LogValue(pass, e)
	return Text{Expr: strconv.Quote(Fallback), Log: log}, ok
}

// redacted is the text of an fmt.Errorf call at the point at with the
// operands that show an error's text left out (Withhold): its remaining
// format alone where no operand is left, else fmt.Sprintf of the rest.
func redacted(pass *analysis.Pass, tr *leaks.Tracer, at inspector.Cursor, call *ast.CallExpr) (string, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return "", false
	}
	format, ok := flow.StringValue(pass.TypesInfo, call.Args[0])
	if !ok {
		return "", false
	}
	kept, operands, ok := Withhold(pass.TypesInfo, tr, at, format, call.Args[1:])
	if !ok {
		return "", false
	}
	if len(operands) == 0 {
		return strconv.Quote(strings.ReplaceAll(kept, "%%", "%")), true
	}
	args := []string{strconv.Quote(kept)}
	for _, arg := range append([]ast.Expr{sel.X}, operands...) {
		s, ok := edit.Source(pass.Fset, arg)
		if !ok {
			return "", false
		}
		args = append(args, s)
	}
	return args[1] + ".Sprintf(" + args[0] + ", " + strings.Join(args[2:], ", ") + ")", true
}
