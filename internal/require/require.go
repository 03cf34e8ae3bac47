// Package require reports, for the rules that hold handlers to a
// declaration, a package that registers handlers where the program does
// not declare what -require asks for.
package require

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/directives"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// Report reports the package's first handler, once: what names the missing
// declaration ("code set"), flag the -require value, directive the
// directive that would declare it.
func Report(pass *analysis.Pass, dirs *directives.Result, hs *handlers.Result, what, flag, directive string) {
	if len(hs.Handlers) == 0 {
		return
	}
	h := hs.Handlers[0]
	dirs.Report(pass, analysis.Diagnostic{
		Pos: h.Func.Node().Pos(), Category: "require",
		Message: fmt.Sprintf("%s is registered where the program declares no %s (-require=%s); declare one with //toolerr:%s",
			h.Subject(), what, flag, directive),
	})
}
