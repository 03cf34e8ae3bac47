package silenterror

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports success results that carry an error.
var Analyzer = rule.New(rule.Rule{
	Name:     "silenterror",
	Requires: []*analysis.Analyzer{outcomes.Analyzer},
	Handlers: collect,
	Fact:     func() rule.Fact { return new(candidates) },
})

// candidates is the rule's fact.
type candidates struct{ rule.Candidates }

func (*candidates) AFact()                  {}
func (c *candidates) Set() *rule.Candidates { return &c.Candidates }

func collect(c *rule.Context) error {
	decls := c.Decls
	if !decls.Program.Codes && !decls.Program.Envelopes {
		return nil
	}
	res := c.Pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	for _, r := range res.Returns {
		if r.Result != outcomes.Other || r.ResultExpr == nil || r.Err.Kind != outcomes.Nil {
			continue
		}
		// Most success results carry neither: one trace tells. Of the
		// few that carry one, what does not carry an envelope carries a
		// code, so one more trace tells which.
		if !decls.CarriesEnvelopeOrCode(r.Cursor, r.ResultExpr) {
			continue
		}
		what := "an error code"
		if decls.CarriesEnvelope(r.Cursor, r.ResultExpr) {
			what = "an error envelope"
		}
		c.Candidate(r.Handler, c.NewCandidate(r.Stmt, "silent", rule.Always,
			"returns a success result carrying "+what+", which the model reads as success; set isError or build it with an error constructor"))
	}
	return nil
}
