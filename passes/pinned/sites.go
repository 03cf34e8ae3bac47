package pinned

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Pinned returns the returns among rs that let an error out of a handler
// (a protocol error, or one the framework makes a result of), whose fix
// would make it nil, and whose error a test asserts: a test that refers to the function
// declared around the return's handler (the handler itself, or the
// factory or middleware whose closure it is) and asserts a handler's
// error pins the returns whose text one of its literals is part of, or,
// when none of them matches any of the function's returns, all of them:
// an assertion no literal attributes could be of any. info types rs.
//
// A return is pinned by statement: one in a helper that several handlers
// share is pinned for all of them once a test of one pins it.
func (r *Result) Pinned(info *types.Info, rs []*outcomes.Return) map[*ast.ReturnStmt]bool {
	pinned := make(map[*ast.ReturnStmt]bool)
	if len(rs) == 0 {
		return pinned
	}
	tests := r.byDecl()
	if len(tests) == 0 {
		return pinned
	}
	byDecl := make(map[token.Pos][]*outcomes.Return)
	for _, ret := range rs {
		if !ret.ProtocolError && !ret.FrameworkError {
			continue
		}
		pos, ok := declaredAround(ret.Handler)
		if !ok || len(tests[pos]) == 0 {
			continue
		}
		byDecl[pos] = append(byDecl[pos], ret)
	}
	for pos, sites := range byDecl {
		texts := make([][]string, len(sites))
		for i, ret := range sites {
			texts[i] = constantTexts(info, ret.ErrExpr)
		}
		for _, t := range tests[pos] {
			matched := false
			for i, ret := range sites {
				if expects(t, texts[i]) {
					pinned[ret.Stmt], matched = true, true
				}
			}
			if !matched {
				for _, ret := range sites {
					pinned[ret.Stmt] = true
				}
			}
		}
	}
	return pinned
}

// declaredAround returns the position of the name of the function or
// method that declares h: h itself, or, for a closure, the declaration
// whose body holds it.
func declaredAround(h *handlers.Handler) (token.Pos, bool) {
	if h.Obj != nil {
		return h.Obj.Origin().Pos(), true
	}
	for c := range h.Func.Enclosing((*ast.FuncDecl)(nil)) {
		return c.Node().(*ast.FuncDecl).Name.Pos(), true
	}
	return token.NoPos, false
}

// expects reports whether one of t's literals is part of one of texts.
func expects(t *Test, texts []string) bool {
	for _, text := range texts {
		for _, lit := range t.Literals {
			if strings.Contains(text, lit) {
				return true
			}
		}
	}
	return false
}

// constantTexts returns the string constants the error e is made of: the
// text of errors.New("x"), the format of fmt.Errorf, the message of a
// protocol error's literal.
func constantTexts(info *types.Info, e ast.Expr) []string {
	var texts []string
	if e == nil {
		return nil
	}
	ast.Inspect(e, func(n ast.Node) bool {
		x, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if tv, ok := info.Types[x]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			texts = append(texts, constant.StringVal(tv.Value))
			return false
		}
		return true
	})
	return texts
}
