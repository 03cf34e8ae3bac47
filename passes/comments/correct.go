package comments

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/spelling"
)

// correction is the fix of the misspelt directive d: its name replaced
// with the one known directive within editing distance of it (tolerance),
// where the directive so written has no problem where it stands: it
// governs a declaration of a kind it allows, with the arguments it takes.
// None where two directives are that close, where the name only begins
// like one ("infrastructure"), or where the directive meant is an
// ignore, which is judged by the findings it silences, known only once
// it is one.
func correction(d *Directive) []analysis.SuggestedFix {
	if d.Name == "" {
		return nil
	}
	lower := strings.ToLower(d.Name)
	var meant []kind
	for _, k := range kinds {
		if spelling.Distance(lower, k.name) <= tolerance(lower) {
			meant = append(meant, k)
		}
	}
	if len(meant) != 1 || meant[0].fits == nil {
		return nil
	}
	corrected := *d
	corrected.Name = meant[0].name
	if len(directiveProblems(&corrected, nil)) > 0 {
		return nil
	}
	start := d.Comment.Slash + token.Pos(len(Prefix))
	return []analysis.SuggestedFix{{
		Message:   "write " + Prefix + corrected.Name,
		TextEdits: []analysis.TextEdit{{Pos: start, End: start + token.Pos(len(d.Name)), NewText: []byte(corrected.Name)}},
	}}
}
