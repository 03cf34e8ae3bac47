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
}

// All is every rule, in the order the documentation lists them.
var All = append(slices.Clip(silenceable), directives.Analyzer)

func init() { directives.Silenceable(silenceable) }
