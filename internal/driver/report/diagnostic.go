package report

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
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
		// The analysis driver has already resolved an empty URL to the
		// rule's URL with the diagnostic's Category as the anchor.
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

// ResolveURL gives a diagnostic that was not reported to the analysis
// driver (silenced, or left for the driver) the URL the driver gives a
// reported one: its own, or the rule's with the category as the anchor.
func ResolveURL(a *analysis.Analyzer, d analysis.Diagnostic) string {
	u, err := execute.ResolveURL(a, d)
	if err != nil {
		return d.URL
	}
	return u
}
