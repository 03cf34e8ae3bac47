package execute

import (
	"cmp"
	"fmt"
	"go/token"
	"net/url"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// validateFixes checks the suggested fixes of one diagnostic as the
// checker does, and as it does sorts each fix's edits and sets their
// missing ends. An error is a bug of the analyzer.
func validateFixes(fset *token.FileSet, a *analysis.Analyzer, fixes []analysis.SuggestedFix) error {
	for i := range fixes {
		fix := &fixes[i]
		// A diagnostic suggests a fix or two: they are compared in turn,
		// with no table made for each of the thousands reported.
		for _, before := range fixes[:i] {
			if before.Message == fix.Message {
				return fmt.Errorf("analyzer %q suggests two fixes with same Message (%s)", a.Name, fix.Message)
			}
		}
		if err := validateFix(fset, fix); err != nil {
			return fmt.Errorf("analyzer %q suggests invalid fix (%s): %v", a.Name, fix.Message, err)
		}
	}
	return nil
}

func validateFix(fset *token.FileSet, fix *analysis.SuggestedFix) error {
	// Insertions (end = start) sort before deletions at the same point;
	// the sort is stable, so insertions at one point keep their order.
	slices.SortStableFunc(fix.TextEdits, func(x, y analysis.TextEdit) int {
		if c := cmp.Compare(x.Pos, y.Pos); c != 0 {
			return c
		}
		return cmp.Compare(x.End, y.End)
	})
	var prev *analysis.TextEdit
	for i := range fix.TextEdits {
		edit := &fix.TextEdits[i]
		start := edit.Pos
		file := fset.File(start)
		if file == nil {
			return fmt.Errorf("no token.File for TextEdit.Pos (%v)", edit.Pos)
		}
		fileEnd := token.Pos(file.Base() + file.Size())
		if end := edit.End; end.IsValid() {
			if end < start {
				return fmt.Errorf("TextEdit.Pos (%v) > TextEdit.End (%v)", edit.Pos, edit.End)
			}
			endFile := fset.File(end)
			if endFile != file && end < fileEnd+10 {
				// An end computed rather than taken from a token (as
				// ast.StructType's) may lie just past the end of the
				// file: it is cut to the end of the file.
				edit.End = fileEnd
				continue
			}
			if endFile == nil {
				return fmt.Errorf("no token.File for TextEdit.End (%v; File(start).FileEnd is %d)", end, file.Base()+file.Size())
			}
			if endFile != file {
				return fmt.Errorf("edit #%d spans files (%v and %v)",
					i, file.Position(edit.Pos), endFile.Position(edit.End))
			}
		} else {
			edit.End = start
		}
		if edit.End > fileEnd {
			return fmt.Errorf("end is (%v) beyond end of file (%v)", edit.End, fileEnd)
		}
		if prev != nil && edit.Pos < prev.End {
			xpos, xend := fset.Position(prev.Pos), fset.Position(prev.End)
			ypos, yend := fset.Position(edit.Pos), fset.Position(edit.End)
			return fmt.Errorf("overlapping edits to %s (%d:%d-%d:%d and %d:%d-%d:%d)",
				xpos.Filename,
				xpos.Line, xpos.Column,
				xend.Line, xend.Column,
				ypos.Line, ypos.Column,
				yend.Line, yend.Column,
			)
		}
		prev = edit
	}
	return nil
}

// ResolveURL is the URL of a diagnostic as the checker resolves it: its
// own, or its category as an anchor, relative to the analyzer's URL.
func ResolveURL(a *analysis.Analyzer, d analysis.Diagnostic) (string, error) {
	if d.URL == "" && d.Category == "" && a.URL == "" {
		return "", nil
	}
	raw := d.URL
	if d.URL == "" && d.Category != "" {
		raw = "#" + d.Category
	}
	k := urlKey{a.URL, raw}
	if s, ok := resolvedURLs.Load(k); ok {
		return s.(string), nil
	}
	s, err := resolveReference(a.URL, raw)
	if err == nil {
		resolvedURLs.Store(k, s)
	}
	return s, err
}

// resolvedURLs keeps the URLs ResolveURL resolved, by analyzer URL and
// diagnostic URL: a rule reports many diagnostics of a few categories,
// and parsing both URLs for each was a cost of its own.
var resolvedURLs sync.Map // urlKey -> string

type urlKey struct{ base, raw string }

func resolveReference(base, raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("invalid Diagnostic.URL %q: %s", raw, err)
	}
	b, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("invalid Analyzer.URL %q: %s", base, err)
	}
	return b.ResolveReference(u).String(), nil
}
