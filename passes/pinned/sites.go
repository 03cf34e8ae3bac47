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
// would make it nil, and whose error a test asserts:
//
//   - a test of the package that refers to the function declared around
//     the return's handler (the handler itself, or the factory or
//     middleware whose closure it is) and asserts a handler's error;
//   - a test anywhere in the module that calls a tool the handler may
//     serve through a client and asserts the call's error (clientTest).
//
// Of a handler's returns, a test pins those whose text one of its
// literals is part of, or, when none of them matches any of the
// returns, all of them: an assertion no literal attributes could be of
// any. info types rs.
//
// A return is pinned by statement: one in a helper that several handlers
// share is pinned for all of them once a test of one pins it.
func (r *Result) Pinned(info *types.Info, rs []*outcomes.Return) map[*ast.ReturnStmt]bool {
	pinned := make(map[*ast.ReturnStmt]bool)
	var sites []*outcomes.Return
	for _, ret := range rs {
		if ret.ProtocolError || ret.FrameworkError {
			sites = append(sites, ret)
		}
	}
	if len(sites) == 0 {
		return pinned
	}
	texts := make(map[*outcomes.Return][]string, len(sites))
	for _, ret := range sites {
		texts[ret] = constantTexts(info, ret.ErrExpr)
	}
	if tests := r.byDecl(); len(tests) > 0 {
		byDecl := make(map[token.Pos][]*outcomes.Return)
		for _, ret := range sites {
			if pos, ok := declaredAround(ret.Handler); ok && len(tests[pos]) > 0 {
				byDecl[pos] = append(byDecl[pos], ret)
			}
		}
		for pos, sites := range byDecl {
			for _, t := range tests[pos] {
				pin(pinned, sites, texts, t.Literals)
			}
		}
	}
	if clients := r.clientTests(); len(clients) > 0 {
		byHandler := make(map[*handlers.Handler][]*outcomes.Return)
		for _, ret := range sites {
			byHandler[ret.Handler] = append(byHandler[ret.Handler], ret)
		}
		for h, sites := range byHandler {
			names := toolNames(h)
			for _, t := range clients {
				if t.calls(names) {
					pin(pinned, sites, texts, t.Literals)
				}
			}
		}
	}
	return pinned
}

// pin adds to pinned the sites, the returns of one handler, that a test
// holding literals asserts: those whose text one of the literals is part
// of, or all of them where none is.
func pin(pinned map[*ast.ReturnStmt]bool, sites []*outcomes.Return, texts map[*outcomes.Return][]string, literals []string) {
	matched := false
	for _, ret := range sites {
		if expects(literals, texts[ret]) {
			pinned[ret.Stmt], matched = true, true
		}
	}
	if !matched {
		for _, ret := range sites {
			pinned[ret.Stmt] = true
		}
	}
}

// toolNames returns the names that h's registrations give its tool.
func toolNames(h *handlers.Handler) []string {
	var names []string
	if h.ToolName != "" {
		names = append(names, h.ToolName)
	}
	for _, reg := range h.Registrations {
		if reg.Tool != "" {
			names = append(names, reg.Tool)
		}
	}
	return names
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

// expects reports whether one of literals is part of one of texts.
func expects(literals, texts []string) bool {
	for _, text := range texts {
		for _, lit := range literals {
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
