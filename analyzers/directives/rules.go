package directives

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers/closedcodes"
	"github.com/toolerrlint/toolerrlint/analyzers/handlerpanic"
	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
	"github.com/toolerrlint/toolerrlint/analyzers/provenance"
	"github.com/toolerrlint/toolerrlint/analyzers/repairfields"
	"github.com/toolerrlint/toolerrlint/analyzers/silenterror"
)

// silenceable are the rules whose findings a //toolerr:ignore can silence.
//
// EVERY RULE BUT directives BELONGS HERE. The directives rule requires each
// of them, so that all have run on a package, and recorded the findings its
// ignores silenced, before it judges an ignore unused; an ignore may only
// name these rules. A rule added to analyzers.All is added here too (the
// tests check it).
var silenceable = []*analysis.Analyzer{
	protocolerr.Analyzer,
	nilresult.Analyzer,
	handlerpanic.Analyzer,
	closedcodes.Analyzer,
	repairfields.Analyzer,
	provenance.Analyzer,
	silenterror.Analyzer,
}
