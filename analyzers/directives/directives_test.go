// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package directives_test

import (
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/analyzers/directives"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestDeclarations(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), directives.Analyzer, "directives/declarations")
}

// TestPackageClause: //toolerr:sensitive governs a whole package from its
// package clause; no other directive may go there.
func TestPackageClause(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), directives.Analyzer, "directives/clause")
}

func TestSpelling(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), directives.Analyzer, "directives/spelling")
}

// The ignores are judged against every other rule, which importing package
// analyzers makes silenceable.
func TestIgnores(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), directives.Analyzer, "directives/ignores")
}

// The rule judges an ignore unused only after every rule it may name has
// run on the package, which the checker guarantees for required rules
// alone: every other rule of analyzers.All must be required.
func TestRequiresEveryOtherRule(t *testing.T) {
	for _, a := range analyzers.All {
		if a == directives.Analyzer {
			continue
		}
		if !slices.Contains(directives.Analyzer.Requires, a) {
			t.Errorf("rule %s is not required by directives; list it in analyzers/analyzers.go", a.Name)
		}
	}
	if !slices.Contains(analyzers.All, directives.Analyzer) {
		t.Errorf("analyzers.All does not list the directives rule")
	}
}

// TestNolint: a //nolint comment that golangci-lint would apply to a
// finding of this rule silences it under every driver.
func TestNolint(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), directives.Analyzer, "directives/nolint")
}

// TestSuggestedFix: a misspelt directive is corrected where exactly one
// directive is close to it and the corrected one is valid where it
// stands; ambiguous, far-fetched and invalid corrections are not offered.
func TestSuggestedFix(t *testing.T) {
	ruletest.RunWithSuggestedFixes(t, ruletest.Testdata(t), directives.Analyzer, "directives/fixspelling")
}
