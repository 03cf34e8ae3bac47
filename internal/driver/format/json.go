package format

import (
	"encoding/json"
	"io"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// jsonFormat writes the report as one JSON object whose shape is part of the
// product contract: fields are always present, lists are never null.
type jsonFormat struct{}

// jsonReportVersion changes only when the JSON shape changes incompatibly.
const jsonReportVersion = 1

type jsonReport struct {
	Version     int              `json:"version"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
	Errors      []jsonError      `json:"errors"`
	// Baseline is null unless the run held its findings against a
	// baseline file.
	Baseline *jsonBaseline `json:"baseline"`
}

// jsonBaseline names the -baseline file and lists its entries that no
// finding of the run matched, as the file writes them, with the count
// left unmatched; empty when the run failed.
type jsonBaseline struct {
	File  string              `json:"file"`
	Stale []jsonBaselineEntry `json:"stale"`
}

type jsonBaselineEntry struct {
	File    string `json:"file"`
	Rule    string `json:"rule"`
	Tool    string `json:"tool"`
	Message string `json:"message"`
	Count   int    `json:"count"`
}

type jsonDiagnostic struct {
	Rule           string    `json:"rule"`
	File           string    `json:"file"`
	Line           int       `json:"line"`
	Column         int       `json:"column"`
	EndLine        int       `json:"end_line"`
	EndColumn      int       `json:"end_column"`
	Message        string    `json:"message"`
	URL            string    `json:"url"`
	SuggestedFixes []jsonFix `json:"suggested_fixes"`
}

type jsonFix struct {
	Message string     `json:"message"`
	Edits   []jsonEdit `json:"edits"`
}

type jsonEdit struct {
	File    string `json:"file"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	NewText string `json:"new_text"`
}

type jsonError struct {
	Package string `json:"package"`
	Message string `json:"message"`
}

func (jsonFormat) Write(w io.Writer, r *report.Report) error {
	out := jsonReport{
		Version:     jsonReportVersion,
		Diagnostics: make([]jsonDiagnostic, 0, len(r.Findings)),
		Errors:      make([]jsonError, 0, len(r.Errors)),
	}
	for _, f := range r.Findings {
		d := jsonDiagnostic{
			Rule:           f.Rule,
			File:           r.Shown(f.File),
			Line:           f.Line,
			Column:         f.Column,
			EndLine:        f.EndLine,
			EndColumn:      f.EndColumn,
			Message:        f.Message,
			URL:            f.URL,
			SuggestedFixes: make([]jsonFix, 0, len(f.Fixes)),
		}
		for _, fx := range f.Fixes {
			jf := jsonFix{Message: fx.Message, Edits: make([]jsonEdit, 0, len(fx.Edits))}
			for _, e := range fx.Edits {
				e.File = r.Shown(e.File)
				jf.Edits = append(jf.Edits, jsonEdit(e))
			}
			d.SuggestedFixes = append(d.SuggestedFixes, jf)
		}
		out.Diagnostics = append(out.Diagnostics, d)
	}
	for _, e := range r.Errors {
		out.Errors = append(out.Errors, jsonError(e))
	}
	if b := r.Baseline; b != nil {
		out.Baseline = &jsonBaseline{File: b.File, Stale: make([]jsonBaselineEntry, 0, len(b.Stale))}
		for _, e := range b.Stale {
			out.Baseline.Stale = append(out.Baseline.Stale, jsonBaselineEntry(e))
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	// Messages and fixes quote Go code such as &T{...}; keep it readable.
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}
