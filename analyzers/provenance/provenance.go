package provenance

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/require"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/passes/pinned"
)

// Analyzer reports error results that leave a handler unstamped.
var Analyzer = rule.New(rule.Rule{
	Name:     "provenance",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, pinned.Analyzer},
	Package:  requireStamp,
	Handlers: collect,
	Fact:     func() rule.Fact { return new(candidates) },
})

// candidates is the rule's fact.
type candidates struct{ rule.Candidates }

func (*candidates) AFact()                  {}
func (c *candidates) Set() *rule.Candidates { return &c.Candidates }

// requireStamp reports, with -require=provenance, a package that
// registers handlers where the program declares no stamp.
func requireStamp(c *rule.Context) error {
	if !c.Decls.Program.Stamps && c.Config.RequireProvenance {
		require.Report(c, "provenance stamp", "provenance", "provenance")
	}
	return nil
}

func collect(c *rule.Context) error {
	decls := c.Decls
	if !decls.Program.Stamps {
		return nil
	}
	res := c.Pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	imports := edit.NewImports(c.Pass, decls.Syntax.Inspector)
	// A returned error a test asserts keeps it: see protocolerr.
	held := c.Pass.ResultOf[pinned.Analyzer].(*pinned.Result).Pinned(c.Pass.TypesInfo, res.Returns)
	tr := errresult.Leaks(c.Pass, decls, c.Hs)
	for _, r := range res.Returns {
		var text string
		switch {
		case r.Result == outcomes.ErrorResult && !decls.Stamped(r.Cursor, r.ResultExpr):
			text = "returns an error result that no provenance stamp has marked; pass it through the declared stamp"
		case r.FrameworkError:
			text = "returns an error that the framework turns into an isError result no stamp can reach; return a stamped error result"
		default:
			continue
		}
		cand := c.NewCandidate(r.Stmt, "unstamped", rule.Unstamped, text)
		// The result stamped, or built with the declared constructor
		// that stamps: the fix closedcodes offers for the same return.
		if fix, ok := errresult.Repair(c.Pass, decls, tr, imports, r, false); ok && !held[r.Stmt] {
			cand = c.WithFix(cand, fix)
		}
		c.Candidate(r.Handler, cand)
	}
	return nil
}
