package outcomes_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// resultKinds name the kinds of result operand in diagnostics.
var resultKinds = map[outcomes.ResultKind]string{
	outcomes.Other:       "other",
	outcomes.NilResult:   "nil",
	outcomes.ErrorResult: "error result",
}

// originKinds name where an error operand comes from in diagnostics.
var originKinds = map[outcomes.OriginKind]string{
	outcomes.Unknown:        "unknown",
	outcomes.Binding:        "argument binding",
	outcomes.Built:          "built in place",
	outcomes.Downstream:     "downstream",
	outcomes.Wrapped:        "wrapped",
	outcomes.WrappedHandler: "wrapped handler",
	outcomes.ProtocolValue:  "protocol value",
	outcomes.Encoding:       "encoding",
	outcomes.Nil:            "nil",
	outcomes.Cancellation:   "cancellation",
	outcomes.Infra:          "infra",
	outcomes.Propagated:     "propagated",
	outcomes.Intended:       "intended",
	outcomes.Dead:           "dead",
}

// classified reports each return the pass classifies, with what it found
// of its result and error operands and what the framework makes of them.
var classified = &analysis.Analyzer{
	Name:     "classifiedreturns",
	Doc:      "report the returns the outcomes pass classifies",
	Requires: []*analysis.Analyzer{outcomes.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, r := range pass.ResultOf[outcomes.Analyzer].(*outcomes.Result).Returns {
			verdict := "no protocol error"
			switch {
			case r.ProtocolError:
				verdict = "protocol error " + r.Code
			case r.NilNil:
				verdict = "nil and nil"
			}
			origin := originKinds[r.Err.Kind]
			if !r.Err.Exempt() {
				origin += " (" + r.Err.Describe() + ")"
			}
			pass.Reportf(r.Stmt.Pos(), "result %s, error %s: %s", resultKinds[r.Result], origin, verdict)
		}
		return nil, nil
	},
}

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), classified, "passes/outcomes/mcpgo")
}

// The errors of exported functions travel to importers as facts.
func TestFacts(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), outcomes.Analyzer, "passes/outcomes/facts")
}
