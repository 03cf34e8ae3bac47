package provenance

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/require"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/directives"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// Analyzer reports error results that leave a handler unstamped.
var Analyzer = &analysis.Analyzer{
	Name:     "provenance",
	Doc:      doc,
	URL:      "https://github.com/toolerrlint/toolerrlint/blob/main/docs/rules/provenance.md",
	Requires: []*analysis.Analyzer{outcomes.Analyzer, handlers.Analyzer, declarations.Analyzer, directives.Analyzer},
	Run:      run,
}

const doc = `report error results without the declared provenance stamp

Where a program declares a provenance stamp (//toolerr:provenance or
-provenance), every error result a tool handler returns must pass through
it, so that the failure can be traced to its request.`

func run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	dirs := pass.ResultOf[directives.Analyzer].(*directives.Result)
	hs := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	if !decls.Program.Stamps {
		if decls.RequireProvenance {
			require.Report(pass, dirs, hs, "provenance stamp", "provenance", "provenance")
		}
		return nil, nil
	}
	res := pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	for _, r := range res.Returns {
		if r.Handler.Stamped {
			continue
		}
		var msg string
		switch {
		case r.Result == outcomes.ErrorResult && !decls.Stamped(r.Cursor, r.ResultExpr):
			msg = "%s returns an error result that no provenance stamp has marked; pass it through the declared stamp"
		case r.FrameworkError:
			msg = "%s returns an error that the framework turns into an isError result no stamp can reach; return a stamped error result"
		default:
			continue
		}
		dirs.Report(pass, analysis.Diagnostic{
			Pos: r.Stmt.Pos(), End: r.Stmt.End(), Category: "unstamped",
			Message: fmt.Sprintf(msg, r.Handler.Subject()),
		})
	}
	return nil, nil
}
