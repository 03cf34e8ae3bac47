// Package analyzers lists every toolerrlint rule.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers/closedcodes"
	"github.com/toolerrlint/toolerrlint/analyzers/directives"
	"github.com/toolerrlint/toolerrlint/analyzers/handlerpanic"
	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
	"github.com/toolerrlint/toolerrlint/analyzers/provenance"
	"github.com/toolerrlint/toolerrlint/analyzers/repairfields"
	"github.com/toolerrlint/toolerrlint/analyzers/silenterror"
)

// All is every rule, in the order the documentation lists them.
var All = []*analysis.Analyzer{
	protocolerr.Analyzer,
	nilresult.Analyzer,
	handlerpanic.Analyzer,
	closedcodes.Analyzer,
	repairfields.Analyzer,
	provenance.Analyzer,
	silenterror.Analyzer,
	// directives judges the ignores of every other rule, which it
	// requires: a new rule goes into analyzers/directives/rules.go too.
	directives.Analyzer,
}
