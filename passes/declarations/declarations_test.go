package declarations_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// The pass's facts carry the declarations of a package, made by directives
// or inferred from the code, to every package that imports it.
func TestFacts(t *testing.T) {
	analysistest.Run(t, ruletest.Testdata(t), declarations.Analyzer, "passes/declarations/errs", "passes/declarations/respond")
}
