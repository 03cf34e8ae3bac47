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

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/require"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/passes/pinned"
)

// Analyzer reports error codes outside the declared closed set and error
// results without a code.
var Analyzer = rule.New(rule.Rule{
	Name:     "closedcodes",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, pinned.Analyzer},
	Package:  checkPackage,
	Handlers: collect,
	Fact:     func() rule.Fact { return new(candidates) },
})

// candidates is the rule's fact.
type candidates struct{ rule.Candidates }

func (*candidates) AFact()                  {}
func (c *candidates) Set() *rule.Candidates { return &c.Candidates }

// checkPackage reports the code values of the package that are not
// declared codes and, with -require=codes, a package that registers
// handlers where the program declares no code set.
func checkPackage(c *rule.Context) error {
	if !c.Decls.Program.Codes {
		if c.Config.RequireCodes {
			require.Report(c, "code set", "codes", "codes")
		}
		return nil
	}
	forged(c)
	unknownReturns(c)
	return nil
}

func collect(c *rule.Context) error {
	decls := c.Decls
	if !decls.Program.Codes {
		return nil
	}
	res := c.Pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	reported := make(map[*ast.ReturnStmt]bool)
	imports := edit.NewImports(c.Pass, decls.Syntax.Inspector)
	// A returned error a test asserts keeps it: see protocolerr.
	held := c.Pass.ResultOf[pinned.Analyzer].(*pinned.Result).Pinned(c.Pass.TypesInfo, res.Returns)
	tr := errresult.Leaks(c.Pass, decls, c.Hs)
	for _, r := range res.Returns {
		var text string
		switch {
		case r.Result == outcomes.ErrorResult && !decls.CarriesCode(r.Cursor, r.ResultExpr):
			text = "returns an error result without a declared error code; build it with a coded constructor or an envelope that carries one"
		case r.FrameworkError && !decls.CarriesCode(r.Cursor, r.ErrExpr):
			text = "returns an error that the framework turns into an isError result without a declared error code; return a coded error result"
		default:
			continue
		}
		cand := c.NewCandidate(r.Stmt, "missing-code", rule.Always, text)
		// The result built with the declared coded constructor and the
		// code the declarations make certain: the fix provenance offers
		// for the same return.
		if fix, ok := errresult.Repair(c.Pass, decls, tr, imports, r, true); ok && !held[r.Stmt] {
			cand = c.WithFix(cand, fix)
		}
		c.Candidate(r.Handler, cand)
		reported[r.Stmt] = true
	}
	for _, h := range c.Hs.Handlers {
		undeclared(c, res, h, reported)
	}
	return nil
}

// forged reports values of a code type that are not its declared
// constants.
func forged(c *rule.Context) {
	pass, decls := c.Pass, c.Decls
	info := pass.TypesInfo
	for cur := range decls.Syntax.Preorder((*ast.CallExpr)(nil), (*ast.BasicLit)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			if len(n.Args) != 1 {
				continue
			}
			tv, ok := info.Types[n.Fun]
			if !ok || !tv.IsType() || !decls.IsCodeType(tv.Type) {
				continue
			}
			arg := n.Args[0]
			if v := info.Types[arg].Value; v != nil {
				if !inSet(decls, tv.Type, v) {
					c.Report(notDeclared(cur, decls, tv.Type, v, pass))
				}
				continue
			}
			if decls.IsCodeType(info.TypeOf(arg)) || ownPackage(pass, tv.Type) {
				continue // a code already, or the set's own package validating one
			}
			c.Report(analysis.Diagnostic{
				Pos: n.Pos(), End: n.End(), Category: "forged",
				Message: fmt.Sprintf("%s makes a code from a run-time value; use one of the constants of %s", types.ExprString(n), typeString(pass, tv.Type)),
			})
		case *ast.BasicLit:
			tv := info.Types[n]
			t, v := tv.Type, tv.Value
			if t == nil || v == nil || !decls.IsCodeType(t) || inConversion(cur, info) {
				continue
			}
			if !inSet(decls, t, v) {
				c.Report(notDeclared(cur, decls, t, v, pass))
			}
		}
	}
}

func notDeclared(cur inspector.Cursor, decls *declarations.Result, t types.Type, v constant.Value, pass *analysis.Pass) analysis.Diagnostic {
	var names []string
	for _, c := range decls.CodeConstants(t) {
		names = append(names, c.Val().ExactString())
	}
	n := cur.Node()
	d := analysis.Diagnostic{
		Pos: n.Pos(), End: n.End(), Category: "forged",
		Message: fmt.Sprintf("%s is not one of the codes declared by %s (%s); use one of its constants",
			v.ExactString(), typeString(pass, t), strings.Join(names, ", ")),
	}
	if fix, ok := respell(pass, decls, cur, t, v); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	return d
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
