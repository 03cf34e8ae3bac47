package report

import (
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// FromDiagnostic converts one diagnostic of a rule into a finding, with
// paths shown relative to dir (absolute when dir is empty). Positions honour //line directives, as
// compiler and vet messages do; edit offsets do not, since they index the
// bytes of the file the edit applies to.
func FromDiagnostic(rule string, fset *token.FileSet, d analysis.Diagnostic, dir string) Finding {
	start := fset.Position(d.Pos)
	end := start
	if d.End.IsValid() {
		end = fset.Position(d.End)
	}
	f := Finding{
		Rule:      rule,
		File:      DisplayPath(start.Filename, dir),
		Line:      start.Line,
		Column:    start.Column,
		EndLine:   end.Line,
		EndColumn: end.Column,
		Message:   d.Message,
		// The checker has already resolved an empty URL to the rule's URL
		// with the diagnostic's Category as the anchor.
		URL: d.URL,
	}
	for _, sf := range d.SuggestedFixes {
		fx := Fix{Message: sf.Message}
		for _, te := range sf.TextEdits {
			from := fset.PositionFor(te.Pos, false)
			to := from
			if te.End.IsValid() {
				to = fset.PositionFor(te.End, false)
			}
			fx.Edits = append(fx.Edits, Edit{
				File:    DisplayPath(from.Filename, dir),
				Start:   from.Offset,
				End:     to.Offset,
				NewText: string(te.NewText),
			})
		}
		f.Fixes = append(f.Fixes, fx)
	}
	return f
}
