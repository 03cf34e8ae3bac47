package protocolerr

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/leaks"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// suggestFix returns a protocol error as an isError result, where the
// rewrite is mechanical (errresult.Rewrite says when): in the handler's
// own framework's result, or in the project's contract where it declares
// one.
func suggestFix(pass *analysis.Pass, decls *declarations.Result, tr *leaks.Tracer, imports *edit.Imports, r *outcomes.Return) (analysis.SuggestedFix, bool) {
	if r.Handler.Shape.IsSDK() && !r.Handler.Shape.Fixable {
		return analysis.SuggestedFix{}, false
	}
	return errresult.Rewrite(pass, decls, tr, imports, r)
}
