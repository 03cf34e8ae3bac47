package errleak

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports error text from sensitive sources that reaches the
// model.
var Analyzer = rule.New(rule.Rule{
	Name:     "errleak",
	Requires: []*analysis.Analyzer{outcomes.Analyzer},
	Handlers: collect,
	Fact:     func() rule.Fact { return new(candidates) },
})

// candidates is the rule's fact.
type candidates struct{ rule.Candidates }

func (*candidates) AFact()                  {}
func (c *candidates) Set() *rule.Candidates { return &c.Candidates }

// The categories of findings, anchors in the rule's documentation.
const (
	categoryResult   = "error-result"
	categoryReturned = "returned-error"
	categoryPanic    = "recovered-panic"
)

// collector gathers the candidates of one package.
type collector struct {
	c *rule.Context
	t *leaks.Tracer
	// reported are the places of the candidates each handler has, so that
	// a text two returns share is reported once.
	reported map[*handlers.Handler]map[ast.Node]bool
	imports  *edit.Imports
}

func collect(c *rule.Context) error {
	col := &collector{
		c:        c,
		t:        leaks.New(c.Pass.TypesInfo, c.Decls, c.Hs),
		reported: make(map[*handlers.Handler]map[ast.Node]bool),
		imports:  edit.NewImports(c.Pass, c.Decls.Syntax.Inspector),
	}
	res := c.Pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	if c.Decls.Program.Sensitive {
		for _, r := range res.Returns {
			col.judgeReturn(r)
		}
	}
	// Recovered panic values are sensitive whatever the program declares;
	// they reach a result through the deferred closure that recovers them.
	for _, h := range c.Hs.Handlers {
		col.judgeRecovery(h)
	}
	return nil
}

// judgeReturn collects the leaks of one return of a handler: in the text
// of the isError result it returns, and in the error it returns where
// the framework or a middleware turns that into one.
func (col *collector) judgeReturn(r *outcomes.Return) {
	s := leaks.NewScope()
	if r.Result == outcomes.ErrorResult {
		for _, l := range col.t.Value(s, r.Cursor, r.ResultExpr) {
			col.add(r.Handler, r.Cursor, l, l.Text, rule.Always, categoryResult)
		}
	}
	if r.ErrExpr == nil || r.Err.Kind == outcomes.Nil || r.Err.Kind == outcomes.Propagated || r.Err.Kind == outcomes.Dead {
		return
	}
	for _, l := range col.t.Value(s, r.Cursor, r.ErrExpr) {
		at := l.Text
		if at == nil {
			at = r.ErrExpr
		}
		col.add(r.Handler, r.Cursor, l, at, rule.ErrorReachesModel, categoryReturned)
	}
}

// judgeRecovery collects the leaks of recovered panic values that a
// handler's deferred closures put into its named results.
func (col *collector) judgeRecovery(h *handlers.Handler) {
	ft := outcomes.FuncType(h.Func)
	n := len(h.Shape.Results)
	if ft == nil || n == 0 {
		return
	}
	info := col.c.Pass.TypesInfo
	s := leaks.NewScope()
	check := func(i int, when rule.Condition) {
		v := flow.NamedResult(info, ft, i)
		if v == nil {
			return
		}
		for _, dd := range flow.DeferredDefs(info, h.Func, v) {
			if !dd.Recovering || dd.Value == nil {
				continue
			}
			if when == rule.Always && !col.c.Decls.IsErrorResult(dd.At, dd.Value) {
				continue
			}
			for _, l := range col.t.Value(s, dd.At, dd.Value) {
				if l.Source != leaks.Recovered {
					continue
				}
				at := l.Text
				if at == nil {
					at = dd.Value
				}
				col.add(h, dd.At, l, at, when, categoryPanic)
			}
		}
	}
	if h.Shape.HasResult() {
		check(0, rule.Always)
	}
	if h.Shape.HasError() {
		check(n-1, rule.ErrorReachesModel)
	}
}

// add records a candidate of h for the leak l at the expression at, once.
func (col *collector) add(h *handlers.Handler, stmt inspector.Cursor, l leaks.Leak, at ast.Expr, when rule.Condition, category string) {
	if l.Param >= 0 || at == nil {
		return
	}
	seen := col.reported[h]
	if seen == nil {
		seen = make(map[ast.Node]bool)
		col.reported[h] = seen
	}
	if seen[at] {
		return
	}
	seen[at] = true
	if l.Source == leaks.Recovered {
		category = categoryPanic
	}
	cand := col.c.NewCandidate(at, category, when, message(l, when))
	if fix, ok := suggestFix(col.c.Pass, col.imports, stmt, at); ok {
		cand = col.c.WithFix(cand, fix)
	}
	col.c.Candidate(h, cand)
}

// message is the text of a finding, after the handler's subject.
func message(l leaks.Leak, when rule.Condition) string {
	if when == rule.ErrorReachesModel {
		return "returns an error holding the text of " + l.Source + ", which the model reads in an isError result; log it and return a fixed message"
	}
	return "puts the text of " + l.Source + " into an error result the model reads; log it and give the model a fixed message"
}
