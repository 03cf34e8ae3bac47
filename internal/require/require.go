// Package require reports, for the rules that hold handlers to a
// declaration, a package that registers handlers where the program does
// not declare what -require asks for.
package require

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/rule"
)

// Report reports the package's first handler, once: what names the missing
// declaration ("code set"), flag the -require value, directive the
// directive that would declare it.
func Report(c *rule.Context, what, flag, directive string) {
	if len(c.Hs.Handlers) == 0 {
		return
	}
	h := c.Hs.Handlers[0]
	c.Report(analysis.Diagnostic{
		Pos: h.Func.Node().Pos(), Category: "require",
		Message: fmt.Sprintf("%s is registered where the program declares no %s (-require=%s); declare one with //toolerr:%s",
			h.Subject(), what, flag, directive),
	})
}
