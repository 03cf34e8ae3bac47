package rule_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers/handlerpanic"
	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

var rules = []*analysis.Analyzer{protocolerr.Analyzer, nilresult.Analyzer, handlerpanic.Analyzer}

// Handlers declared in _test.go files are mocks more often than not, and
// generated files are not the user's to fix: by default neither is
// reported.
func TestScopeDefaults(t *testing.T) {
	ruletest.RunProgram(t, ruletest.Testdata(t), rules, "scope/defaults")
}

// -test-handlers and -generated widen the scope to both.
func TestScopeWidened(t *testing.T) {
	ruletest.SetDeclarationFlag(t, declarations.FlagTestHandlers, "true")
	ruletest.SetDeclarationFlag(t, declarations.FlagGenerated, "true")
	ruletest.RunProgram(t, ruletest.Testdata(t), rules, "scope/widened")
}

// Middleware that a package only the tests import installs on the server
// (a test harness that calls it) is the tests' wiring: the handlers are
// judged as the program serves them. The same middleware installed by the
// program's own code recovers. The harness is among the patterns so that
// it is analyzed, and its facts reach its importers.
func TestScopeHarness(t *testing.T) {
	ruletest.RunProgram(t, ruletest.Testdata(t), rules, "scope/audited", "scope/guarded", "scope/harness")
}
