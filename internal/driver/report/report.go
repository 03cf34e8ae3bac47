// Package report holds what a standalone run has to say, independent of
// output format: the findings, the findings directives silenced, the
// failures of the run, and the exit status they make.
package report

import (
	"cmp"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// Exit statuses, as documented for every output format.
const (
	ExitClean    = 0 // the run succeeded and found nothing
	ExitFindings = 1 // the run succeeded and reported findings
	ExitFailure  = 2 // the run failed: bad usage, or packages that do not load
)

// A Report is everything a run has to say, independent of output format.
type Report struct {
	// Dir is the absolute working directory, which relative file paths
	// in findings and edits are relative to. Those paths are the report's
	// own (baselines key findings by them); formats show them as Shown
	// does.
	Dir string
	// Origin is the absolute directory the command was started in, which
	// shown paths are relative to; Dir when empty. -C sets Dir alone.
	Origin string
	// PathPrefix is put before every relative path shown, for a run in a
	// subdirectory of the tree that annotations are relative to.
	PathPrefix string
	// Rules are the rules that ran, in documented order.
	Rules []*analysis.Analyzer
	// Findings are deduplicated and sorted by file, line, column, rule.
	Findings []Finding
	// Suppressed are the findings that directives in the source silenced,
	// sorted as Findings are. They do not count towards the exit status;
	// only formats that can mark a result as suppressed show them.
	Suppressed []Suppressed
	// Errors are the failures that make the run exit 2.
	Errors []Error
	// Baseline is what the -baseline file held that no finding of the run
	// matched; nil when the run had no baseline. Findings it held are not
	// in Findings.
	Baseline *BaselineUse
	// Overlay, by absolute path, is the content of files the run analyzed
	// in place of what the disk holds: the code -fix and -diff fixed in
	// memory. Source reads it first.
	Overlay map[string][]byte

	// sources caches the files read for formats and fixes, by file name
	// as findings give it; shown, the files as Shown shows them.
	sources map[string]*Source
	shown   map[string]string
}

// A Finding is one diagnostic of one rule. File paths are relative to the
// working directory when the file lies under it, absolute otherwise.
type Finding struct {
	Rule      string
	File      string
	Line      int
	Column    int
	EndLine   int
	EndColumn int
	Message   string
	URL       string
	Fixes     []Fix
}

// A Fix is one suggested fix: a set of edits applied together.
type Fix struct {
	Message string
	Edits   []Edit
}

// An Edit replaces the bytes [Start, End) of File with NewText.
type Edit struct {
	File    string
	Start   int
	End     int
	NewText string
}

// A BaselineUse is the baseline file a run held its findings against, and
// the entries of that file no finding matched.
type BaselineUse struct {
	// File is the file as the command line names it.
	File string
	// Stale are the entries that matched no finding, each with the count
	// left unmatched, sorted by file, rule, tool and message.
	Stale []BaselineEntry
}

// A BaselineEntry is one entry of a baseline file: the key of the findings
// it holds, and how many.
type BaselineEntry struct {
	File    string
	Rule    string
	Tool    string
	Message string
	Count   int
}

// StaleCount is how many recorded findings the stale entries hold.
func (u *BaselineUse) StaleCount() int {
	n := 0
	for _, e := range u.Stale {
		n += e.Count
	}
	return n
}

// A Suppressed finding is one that a directive in the source silenced.
type Suppressed struct {
	Finding
	Justification string
}

// An Error is a failure of the run: a package that did not load or
// type-check, or an analysis that failed on it. Package is empty for
// failures that concern no single package.
type Error struct {
	Package string
	Message string
}

// An ID is what makes two findings the same: the rule, the range and the
// message.
type ID struct {
	rule, file                 string
	line, col, endLine, endCol int
	message                    string
}

// ID identifies the finding.
func (f Finding) ID() ID {
	return ID{f.Rule, f.File, f.Line, f.Column, f.EndLine, f.EndColumn, f.Message}
}

// ExitStatus is the documented exit status for the report.
func (r *Report) ExitStatus() int {
	switch {
	case len(r.Errors) > 0:
		return ExitFailure
	case len(r.Findings) > 0:
		return ExitFindings
	}
	return ExitClean
}

// Sort orders findings by file, line, column and rule; the message breaks
// the remaining ties so the order never depends on scheduling.
func Sort(findings []Finding) {
	slices.SortFunc(findings, Compare)
}

// SortSuppressed orders suppressed findings as Sort orders findings.
func SortSuppressed(s []Suppressed) {
	slices.SortFunc(s, func(a, b Suppressed) int { return Compare(a.Finding, b.Finding) })
}

// Compare is the order of Sort.
func Compare(a, b Finding) int {
	// Field by field rather than through cmp.Or, which would compare
	// every field, messages included, however early two findings differ.
	if c := cmp.Compare(a.File, b.File); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Line, b.Line); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Column, b.Column); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Rule, b.Rule); c != 0 {
		return c
	}
	return cmp.Compare(a.Message, b.Message)
}

// String is the error as messages show it: "package PATH: MESSAGE", or the
// message alone for a failure of no single package.
func (e Error) String() string {
	if e.Package != "" {
		return "package " + e.Package + ": " + e.Message
	}
	return e.Message
}
