package nilresult

import (
	"cmp"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/rule"
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
			becomes := cmp.Or(r.Handler.Shape.NilResultBecomes, "the client receives as a protocol error")
			c.Candidate(r.Handler, c.NewCandidate(r.Stmt, "nil-result", rule.Always,
				"returns a nil result and a nil error, which "+becomes+"; return a result"))
		}
	}
	return nil
}
