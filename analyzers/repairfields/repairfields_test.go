// The fixtures under testdata/src are checked by ruletest.Run and
// ruletest.RunWithSuggestedFixes: analysistest's checks (want comments,
// facts, goldens) on one load of the standard library per test binary.

package repairfields_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/repairfields"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

func TestMCPGo(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), repairfields.Analyzer, "repairfields/mcpgo")
}

func TestGoSDK(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), repairfields.Analyzer, "repairfields/gosdk")
}

// The package that declares the codes is checked too: its constructors
// take the code of their callers, and one of its own forgets a field.
func TestDeclaringPackages(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), repairfields.Analyzer, "contract/errs", "contract/respond")
}

// Requirements that no error can meet are reported at the directive.
func TestUnmet(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), repairfields.Analyzer, "repairfields/unmet")
}

// TestFlagTwins declares a third-party code type, its envelope and what a
// code requires with -codes, -envelope and -requires, which cannot be
// annotated.
func TestFlagTwins(t *testing.T) {
	ruletest.SetDeclarationFlag(t, "codes", "example.com/toolkit/problem.Kind")
	ruletest.SetDeclarationFlag(t, "envelope", "example.com/toolkit/problem.Detail")
	ruletest.SetDeclarationFlag(t, "requires", "example.com/toolkit/problem.KindUnavailable=Trace")
	ruletest.Run(t, ruletest.Testdata(t), repairfields.Analyzer, "repairfields/flagged")
}

// Options of an interface type set what the methods of the concrete type
// each option function returns set.
func TestInterfaceOptions(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), repairfields.Analyzer, "repairfields/optiface/kinds", "repairfields/optiface")
}

// The fields a code requires may be promoted from a struct the envelope
// embeds: set by the embedded struct's literal or through it.
func TestEmbeddedRepair(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), repairfields.Analyzer, "repairfields/embedded/fault", "repairfields/embedded")
}
