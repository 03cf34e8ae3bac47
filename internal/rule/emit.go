package rule

import (
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// emitter turns judged candidates into reports.
type emitter struct {
	c     *Context
	rule  string
	files *files
	wire  *wire.Result
}

// diagnostic is the report of cand on the wire j at pos, false when it is
// no finding there or lies in a generated file.
func (e *emitter) diagnostic(cand *Candidate, j *wire.Judgement, pos, end token.Pos, fixes []analysis.SuggestedFix) (analysis.Diagnostic, bool) {
	text, ok := judge(cand, j)
	if !ok || (cand.Generated && !e.c.Config.Generated) || e.wire.NilOnly(cand.Via) {
		return analysis.Diagnostic{}, false
	}
	return analysis.Diagnostic{
		Pos:            pos,
		End:            end,
		Category:       cand.Category,
		Message:        subject(cand, j) + " " + text,
		SuggestedFixes: fixes,
	}, true
}

// local reports a candidate of the package's own handlers.
func (e *emitter) local(cand *Candidate, j *wire.Judgement) {
	if d, ok := e.diagnostic(cand, j, cand.pos, cand.end, cand.fixes); ok {
		e.c.Dirs.Report(e.c.Pass, d)
	}
}

// imported reports a candidate of an imported package's handler, at its
// place in that package; files are the line tables of that package's files,
// for a file that must be made up.
func (e *emitter) imported(cand *Candidate, j *wire.Judgement, files map[string]File) {
	pos, end := e.files.position(cand.Span.File, cand.Span.Offset, cand.Span.End, files)
	var fixes []analysis.SuggestedFix
	for _, f := range cand.Fixes {
		sf := analysis.SuggestedFix{Message: f.Message}
		for _, ed := range f.Edits {
			p, q := e.files.position(ed.File, ed.Offset, ed.End, files)
			sf.TextEdits = append(sf.TextEdits, analysis.TextEdit{Pos: p, End: q, NewText: []byte(ed.NewText)})
		}
		fixes = append(fixes, sf)
	}
	d, ok := e.diagnostic(cand, j, pos, end, fixes)
	if !ok {
		return
	}
	if cand.Silenced != nil {
		e.c.Dirs.Suppress(e.rule, d, cand.Silenced.Reason)
		return
	}
	e.c.Pass.Report(d)
}

// subject names the handler in a candidate's message: by the one tool its
// code runs for, where a dispatcher serving several narrows it.
func subject(cand *Candidate, j *wire.Judgement) string {
	if cand.Tool != "" && slices.Contains(j.Tools, cand.Tool) {
		return handlers.Subject(cand.Tool, "")
	}
	return j.Subject
}
