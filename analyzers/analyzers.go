// Package analyzers lists every toolerrlint rule.
package analyzers

import (
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers/closedcodes"
	"github.com/toolerrlint/toolerrlint/analyzers/directives"
	"github.com/toolerrlint/toolerrlint/analyzers/errleak"
	"github.com/toolerrlint/toolerrlint/analyzers/handlerpanic"
	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
	"github.com/toolerrlint/toolerrlint/analyzers/provenance"
	"github.com/toolerrlint/toolerrlint/analyzers/repairfields"
	"github.com/toolerrlint/toolerrlint/analyzers/rpccodes"
	"github.com/toolerrlint/toolerrlint/analyzers/silenterror"
)

// silenceable is every rule whose findings a //toolerr:ignore can silence:
// all but directives, which judges those ignores. A new rule goes here.
var silenceable = []*analysis.Analyzer{
	protocolerr.Analyzer,
	nilresult.Analyzer,
	handlerpanic.Analyzer,
	closedcodes.Analyzer,
	repairfields.Analyzer,
	provenance.Analyzer,
	silenterror.Analyzer,
	errleak.Analyzer,
	rpccodes.Analyzer,
}

// All is every rule, in the order the documentation lists them.
var All = append(slices.Clip(silenceable), directives.Analyzer)

func init() { directives.Silenceable(silenceable) }

// WithDeclarations returns selected, the rules a run applies out of rules,
// with the directives rule's check of declarations added when rules offer
// the directives rule and it is not selected: a broken declaration is
// reported whatever rules run.
func WithDeclarations(rules, selected []*analysis.Analyzer) []*analysis.Analyzer {
	if !slices.Contains(rules, directives.Analyzer) || slices.Contains(selected, directives.Analyzer) ||
		slices.Contains(selected, directives.Declarations) {
		return selected
	}
	return append(slices.Clip(selected), directives.Declarations)
}
