package outcomes

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
)

// passOn is what a helper of the package does with an error parameter:
// every non-nil error it returns is that parameter, as it is or wrapped.
type passOn struct {
	param int  // the parameter's index
	wraps bool // some return wraps it
	ok    bool
}

// passedOn tells whether fn, declared in the package, is a helper that
// annotates the failure it is handed (annotate(msg, err) returning
// fmt.Errorf("%s: %w", msg, err)): the failure its callers let out is the
// one they hand it, not one of the helper's own.
func (a *analyzer) passedOn(fn *types.Func) passOn {
	fn = fn.Origin()
	if p, ok := a.passOns[fn]; ok {
		return p
	}
	p := a.findPassOn(fn)
	a.passOns[fn] = p
	return p
}

func (a *analyzer) findPassOn(fn *types.Func) passOn {
	c, ok := a.hs.Decl(fn)
	if !ok {
		return passOn{}
	}
	sig := fn.Signature()
	res := sig.Results()
	if res.Len() == 0 || !isErrorType(res.At(res.Len()-1).Type()) {
		return passOn{}
	}
	params := make(map[*types.Var]int)
	for i := range sig.Params().Len() {
		if sig.Variadic() && i == sig.Params().Len()-1 {
			break
		}
		params[sig.Params().At(i)] = i
	}
	out := passOn{param: -1}
	for _, rc := range flow.Returns(c) {
		ret := rc.Node().(*ast.ReturnStmt)
		if len(ret.Results) != res.Len() {
			return passOn{}
		}
		e := ast.Unparen(ret.Results[len(ret.Results)-1])
		if flow.IsNil(a.info, e) {
			continue
		}
		param, wraps := a.errorParam(e, params)
		if param < 0 || (out.param >= 0 && param != out.param) {
			return passOn{}
		}
		out.param = param
		out.wraps = out.wraps || wraps
	}
	out.ok = out.param >= 0
	return out
}

// errorParam returns the index of the parameter e is, or wraps, and
// whether it wraps it; -1 if it is neither.
func (a *analyzer) errorParam(e ast.Expr, params map[*types.Var]int) (int, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := a.info.Uses[e].(*types.Var); ok {
			if i, ok := params[v]; ok {
				return i, false
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(a.info, e).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			break
		}
		var wrapped []ast.Expr
		switch path := fn.Pkg().Path(); {
		case path == "fmt" && fn.Name() == "Errorf" && len(e.Args) > 0 && strings.Contains(a.constString(e.Args[0]), "%w"):
			wrapped = errorOperands(a.info, e.Args[1:])
		case wrapperPackage(path) && wrapsFirst(fn.Name()) && len(e.Args) > 0:
			wrapped = e.Args[:1]
		}
		if len(wrapped) == 1 {
			if i, _ := a.errorParam(wrapped[0], params); i >= 0 {
				return i, true
			}
		}
	}
	return -1, false
}

// wrapsFirst reports whether a function of github.com/pkg/errors or its
// kin wraps its first argument.
func wrapsFirst(name string) bool {
	switch name {
	case "Wrap", "Wrapf", "WithMessage", "WithMessagef", "WithStack", "WithDetail":
		return true
	}
	return false
}
