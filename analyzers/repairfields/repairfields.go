package repairfields

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// Analyzer reports error results and envelopes built with a code that
// leave out the envelope fields the code requires.
var Analyzer = rule.New(rule.Rule{
	Name:    "repairfields",
	Package: check,
})

func check(c *rule.Context) error {
	if !c.Decls.Program.Codes {
		return nil
	}
	checkDirectives(c)
	if !c.Decls.Program.Requires {
		// No code of the program requires a field: no site has one to
		// leave out.
		return nil
	}
	known := c.Decls.EnvelopeFields()
	for cur := range c.Decls.Syntax.Preorder((*ast.CompositeLit)(nil), (*ast.CallExpr)(nil), (*ast.ValueSpec)(nil)) {
		var s *site
		switch n := cur.Node().(type) {
		case *ast.CompositeLit:
			s = literalSite(c, cur, n)
		case *ast.CallExpr:
			if s = newSite(c, cur, n); s == nil {
				s = callSite(c, cur, n)
			}
		case *ast.ValueSpec:
			s = varSite(c, cur, n)
		}
		if s != nil && (c.Config.TestHandlers || !inTestFile(c, s.node)) {
			judge(c, s, known)
		}
	}
	return nil
}

// judge reports the site if, with one of the codes it is built with, it
// leaves out a field that code requires on a path to one of its uses.
// known are the fields of the declared envelopes: a required field none
// has is reported once, at its directive, not at every error it could
// never be set on.
func judge(c *rule.Context, s *site, known []string) {
	paths, anywhere := s.paths(c)
	for _, code := range s.codes {
		k := codeConstant(c.Decls, s.codeType, code)
		required := c.Decls.Required(k)
		if len(required) == 0 {
			continue
		}
		var missing, partly []string
		for _, f := range required {
			if len(known) > 0 && !slices.ContainsFunc(known, func(g string) bool { return sameField(f, g) }) {
				continue
			}
			switch n := countSetting(paths, f); {
			case n == len(paths):
			case n == 0 && countSetting([][]string{anywhere}, f) == 0:
				missing = append(missing, f)
			default:
				partly = append(partly, f)
			}
		}
		if len(missing) == 0 && len(partly) == 0 {
			continue
		}
		msg := fmt.Sprintf("%s with code %q ", s.what, code)
		switch {
		case len(missing) > 0 && len(partly) > 0:
			msg += fmt.Sprintf("does not set %s, and sets %s on some paths only", list(missing), list(partly))
		case len(missing) > 0:
			msg += fmt.Sprintf("does not set %s", list(missing))
		default:
			msg += fmt.Sprintf("sets %s on some paths only", list(partly))
		}
		msg += fmt.Sprintf("; %s requires %s, the repair a model needs", qualified(c, k), list(required))
		c.Report(analysis.Diagnostic{Pos: s.node.Pos(), End: s.node.End(), Category: "missing-field", Message: msg})
		return // one finding per site
	}
}

// inTestFile reports whether n lies in a _test.go file, where envelopes
// are built as expectations more often than as errors.
func inTestFile(c *rule.Context, n ast.Node) bool {
	return syntax.InTestFile(c.Pass.Fset, n.Pos())
}

// countSetting counts the paths that set field f.
func countSetting(paths [][]string, f string) int {
	n := 0
	for _, p := range paths {
		if slices.ContainsFunc(p, func(g string) bool { return sameField(f, g) }) {
			n++
		}
	}
	return n
}

// sameField reports whether a required field name and a field set are the
// same field; a parameter named retryAfter or retry_after sets RetryAfter.
// A field of a nested struct (Details.Field) is as set as the struct.
func sameField(required, set string) bool {
	required, _, _ = strings.Cut(required, ".")
	norm := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, "_", "")) }
	return norm(required) == norm(set)
}

// codeConstant returns the declared constant of the code type t whose
// value is spelt code.
func codeConstant(decls *declarations.Result, t types.Type, code string) *types.Const {
	for _, k := range decls.CodeConstants(t) {
		if declarations.CodeString(k.Val()) == code {
			return k
		}
	}
	return nil
}

// calleeName names a called function as the package's code would:
// respond.Fail, errs.Code.Result; fn is the function called, nil for a
// closure.
func calleeName(c *rule.Context, call *ast.CallExpr, fn *types.Func) string {
	if fn == nil {
		return types.ExprString(call.Fun)
	}
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil && fn.Pkg() != c.Pass.Pkg {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// qualified names an object as the package's code would: errs.RateLimited.
func qualified(c *rule.Context, obj types.Object) string {
	if obj.Pkg() != nil && obj.Pkg() != c.Pass.Pkg {
		return obj.Pkg().Name() + "." + obj.Name()
	}
	return obj.Name()
}

func list(fields []string) string { return strings.Join(fields, ", ") }
