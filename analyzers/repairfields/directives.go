package repairfields

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/comments"
)

// checkDirectives reports the //toolerr:requires of the package that can
// never be met: on a constant of a type that is not a declared code type,
// or naming a field that no declared envelope has.
func checkDirectives(c *rule.Context) {
	var fields []string
	looked := false
	for _, d := range c.Dirs.Directives {
		if d.Name != "requires" || d.Object == nil || !c.Dirs.Valid(d) {
			continue
		}
		if !looked {
			// Most packages have no such directive: the envelopes'
			// fields are gathered for those that do.
			fields, looked = c.Decls.EnvelopeFields(), true
		}
		at := func(format string, args ...any) {
			c.Report(analysis.Diagnostic{Pos: d.Comment.Slash, End: d.Comment.End(), Category: "unknown-field", Message: fmt.Sprintf(format, args...)})
		}
		if !c.Decls.IsCodeType(d.Object.Type()) {
			at("%srequires is on %s, whose type is not a declared code type; mark the type %scodes", comments.Prefix, d.Object.Name(), comments.Prefix)
			continue
		}
		if len(fields) == 0 {
			continue // no envelope: the fields are a constructor's parameters
		}
		for _, name := range d.List() {
			if !slices.ContainsFunc(fields, func(f string) bool { return sameField(name, f) }) {
				at("%srequires names %s, which no declared envelope has (fields: %s)", comments.Prefix, name, strings.Join(fields, ", "))
			}
		}
	}
}
