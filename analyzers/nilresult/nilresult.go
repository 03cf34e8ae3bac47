package nilresult

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports handlers returning a nil result with a nil error.
var Analyzer = rule.New(rule.Rule{
	Name:     "nilresult",
	Requires: []*analysis.Analyzer{outcomes.Analyzer},
	Handlers: collect,
	Fact:     func() rule.Fact { return new(candidates) },
})

// candidates is the rule's fact.
type candidates struct{ rule.Candidates }

func (*candidates) AFact()                  {}
func (c *candidates) Set() *rule.Candidates { return &c.Candidates }

func collect(c *rule.Context) error {
	res := c.Pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	for _, r := range res.Returns {
		if r.NilNil {
			cand := c.NewCandidate(r.Stmt, "nil-result", rule.Always, message(r.Handler.Shape))
			if fix, ok := suggestFix(c, res, r); ok {
				cand = c.WithFix(cand, fix)
			}
			c.Candidate(r.Handler, cand)
		}
	}
	return nil
}

// message says what the framework makes of the nil result.
func message(shape handlers.Shape) string {
	returns := "returns a nil result"
	if shape.HasError() {
		returns += " and a nil error"
	}
	becomes := "the client receives as a protocol error"
	if shape.NilResultBecomes != "" {
		becomes = shape.NilResultBecomes
	}
	return returns + ", which " + becomes + "; return a result"
}
