package main

import (
	"cmp"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// A report is everything a run has to say, independent of output format.
type report struct {
	// Dir is the absolute working directory, which relative file paths
	// in findings and edits are relative to.
	Dir string
	// Rules are the rules that ran, in documented order.
	Rules []*analysis.Analyzer
	// Findings are deduplicated and sorted by file, line, column, rule.
	Findings []finding
	// Suppressed are the findings that directives in the source silenced,
	// sorted as Findings are. They do not count towards the exit status;
	// only formats that can mark a result as suppressed show them.
	Suppressed []suppressedFinding
	// Errors are the failures that make the run exit 2.
	Errors []runError

	// sources caches the files read for formats and fixes, by file name
	// as findings give it.
	sources map[string]*sourceText
}

// A finding is one diagnostic of one rule. File paths are relative to the
// working directory when the file lies under it, absolute otherwise.
type finding struct {
	Rule      string
	File      string
	Line      int
	Column    int
	EndLine   int
	EndColumn int
	Message   string
	URL       string
	Fixes     []fix
}

// A fix is one suggested fix: a set of edits applied together.
type fix struct {
	Message string
	Edits   []edit
}

// An edit replaces the bytes [Start, End) of File with NewText.
type edit struct {
	File    string
	Start   int
	End     int
	NewText string
}

// A runError is a failure of the run: a package that did not load or
// type-check, or an analysis that failed on it. Package is empty for
// failures that concern no single package.
type runError struct {
	Package string
	Message string
}

// exitStatus is the documented exit status for the report.
func (r *report) exitStatus() int {
	switch {
	case len(r.Errors) > 0:
		return exitFailure
	case len(r.Findings) > 0:
		return exitFindings
	}
	return exitClean
}

// sortFindings orders findings by file, line, column and rule; the message
// breaks the remaining ties so the order never depends on scheduling.
func sortFindings(findings []finding) {
	slices.SortFunc(findings, compareFindings)
}

func compareFindings(a, b finding) int {
	return cmp.Or(
		cmp.Compare(a.File, b.File),
		cmp.Compare(a.Line, b.Line),
		cmp.Compare(a.Column, b.Column),
		cmp.Compare(a.Rule, b.Rule),
		cmp.Compare(a.Message, b.Message),
	)
}
