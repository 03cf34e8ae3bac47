package declarations_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// The pass's facts carry the declarations of a package, made by directives
// or inferred from the code, to every package that imports it.
func TestFacts(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), declarations.Analyzer, "passes/declarations/errs", "passes/declarations/respond")
}
