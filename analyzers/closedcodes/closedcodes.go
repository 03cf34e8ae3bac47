package closedcodes

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/require"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/directives"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports error codes outside the declared closed set and error
// results without a code.
var Analyzer = &analysis.Analyzer{
	Name:     "closedcodes",
	Doc:      doc,
	URL:      "https://github.com/toolerrlint/toolerrlint/blob/main/docs/rules/closedcodes.md",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, handlers.Analyzer, declarations.Analyzer, directives.Analyzer},
	Run:      run,
}

const doc = `report error codes outside the declared closed set

Where a program declares its error codes (//toolerr:codes or -codes), every
code must be one of the declared constants, and every error result a tool
handler returns must carry one.`

func run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	dirs := pass.ResultOf[directives.Analyzer].(*directives.Result)
	hs := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	if !decls.Program.Codes {
		if decls.RequireCodes {
			require.Report(pass, dirs, hs, "code set", "codes", "codes")
		}
		return nil, nil
	}
	forged(pass, decls, dirs)
	res := pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	for _, r := range res.Returns {
		var msg string
		switch {
		case r.Result == outcomes.ErrorResult && !decls.CarriesCode(r.Cursor, r.ResultExpr):
			msg = "%s returns an error result without a declared error code; build it with a coded constructor or an envelope that carries one"
		case r.FrameworkError && !decls.CarriesCode(r.Cursor, r.ErrExpr):
			msg = "%s returns an error that the framework turns into an isError result without a declared error code; return a coded error result"
		default:
			continue
		}
		dirs.Report(pass, analysis.Diagnostic{
			Pos: r.Stmt.Pos(), End: r.Stmt.End(), Category: "missing-code",
			Message: fmt.Sprintf(msg, r.Handler.Subject()),
		})
	}
	return nil, nil
}

// forged reports values of a code type that are not its declared
// constants.
func forged(pass *analysis.Pass, decls *declarations.Result, dirs *directives.Result) {
	info := pass.TypesInfo
	in := decls.Inspector()
	for c := range in.Root().Preorder((*ast.CallExpr)(nil), (*ast.BasicLit)(nil)) {
		switch n := c.Node().(type) {
		case *ast.CallExpr:
			tv, ok := info.Types[n.Fun]
			if !ok || !tv.IsType() || len(n.Args) != 1 || !decls.IsCodeType(tv.Type) {
				continue
			}
			arg := n.Args[0]
			if v := info.Types[arg].Value; v != nil {
				if !inSet(decls, tv.Type, v) {
					dirs.Report(pass, notDeclared(n, decls, tv.Type, v, pass))
				}
				continue
			}
			if decls.IsCodeType(info.TypeOf(arg)) || ownPackage(pass, tv.Type) {
				continue // a code already, or the set's own package validating one
			}
			dirs.Report(pass, analysis.Diagnostic{
				Pos: n.Pos(), End: n.End(), Category: "forged",
				Message: fmt.Sprintf("%s makes a code from a run-time value; use one of the constants of %s", types.ExprString(n), typeString(pass, tv.Type)),
			})
		case *ast.BasicLit:
			t := info.TypeOf(n)
			v := info.Types[n].Value
			if t == nil || v == nil || !decls.IsCodeType(t) || inConversion(c, info) {
				continue
			}
			if !inSet(decls, t, v) {
				dirs.Report(pass, notDeclared(n, decls, t, v, pass))
			}
		}
	}
}

func notDeclared(n ast.Node, decls *declarations.Result, t types.Type, v constant.Value, pass *analysis.Pass) analysis.Diagnostic {
	var names []string
	for _, c := range decls.CodeConstants(t) {
		names = append(names, c.Val().ExactString())
	}
	return analysis.Diagnostic{
		Pos: n.Pos(), End: n.End(), Category: "forged",
		Message: fmt.Sprintf("%s is not one of the codes declared by %s (%s); use one of its constants",
			v.ExactString(), typeString(pass, t), strings.Join(names, ", ")),
	}
}

// inSet reports whether v is the value of one of t's declared constants.
func inSet(decls *declarations.Result, t types.Type, v constant.Value) bool {
	for _, c := range decls.CodeConstants(t) {
		if constant.Compare(c.Val(), token.EQL, v) {
			return true
		}
	}
	return false
}

// inConversion reports whether the literal at c is the operand of a
// conversion, which forged reports as a whole.
func inConversion(c inspector.Cursor, info *types.Info) bool {
	call, ok := c.Parent().Node().(*ast.CallExpr)
	if !ok {
		return false
	}
	tv, ok := info.Types[call.Fun]
	return ok && tv.IsType()
}

// ownPackage reports whether the pass is of the package declaring t.
func ownPackage(pass *analysis.Pass, t types.Type) bool {
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Pkg() == pass.Pkg
}

// typeString names t as its package's name qualifies it: errs.Code.
func typeString(pass *analysis.Pass, t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == pass.Pkg {
			return ""
		}
		return p.Name()
	})
}
