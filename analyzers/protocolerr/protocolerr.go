package protocolerr

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/passes/pinned"
)

// Analyzer reports domain failures that tool handlers return as protocol
// errors.
var Analyzer = rule.New(rule.Rule{
	Name:     "protocolerr",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, pinned.Analyzer},
	Handlers: collect,
	Fact:     func() rule.Fact { return new(candidates) },
})

// candidates is the rule's fact.
type candidates struct{ rule.Candidates }

func (*candidates) AFact()                  {}
func (c *candidates) Set() *rule.Candidates { return &c.Candidates }

func collect(c *rule.Context) error {
	res := c.Pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	imports := edit.NewImports(c.Pass, c.Decls.Syntax.Inspector)
	// A test that asserts the error states the contract the fix would
	// break: the test is to change first, then the code.
	held := c.Pass.ResultOf[pinned.Analyzer].(*pinned.Result).Pinned(c.Pass.TypesInfo, res.Returns)
	tr := errresult.Leaks(c.Pass, c.Decls, c.Hs)
	for _, r := range res.Returns {
		if !r.ProtocolError {
			continue
		}
		code := ""
		if r.Code != "" {
			code = " (" + r.Code + ")" // in-house frameworks have no known code
		}
		text := fmt.Sprintf("returns %s as a protocol error%s, which the model never sees; return an isError result", r.Err.Describe(), code)
		cand := c.NewCandidate(r.Stmt, r.Err.Category(), rule.ErrorReachesClient, text)
		cand.Via = r.Err.FuncValueType()
		if !held[r.Stmt] {
			if fix, ok := suggestFix(c.Pass, c.Decls, tr, imports, r); ok {
				cand = c.WithFix(cand, fix)
			}
		}
		c.Candidate(r.Handler, cand)
	}
	return nil
}
