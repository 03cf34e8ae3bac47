package main

import (
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// collectFindings turns the diagnostics of the rules' root actions into
// findings, sorted, with paths shown relative to dir. A file that belongs to
// a package and to its test variant is analyzed twice; identical
// diagnostics (same rule, position and message) are kept once.
func collectFindings(graph *checker.Graph, rules []*analysis.Analyzer, dir string) []finding {
	seen := make(map[findingID]bool)
	var findings []finding
	for _, act := range graph.Roots {
		if act.Err != nil || !slices.Contains(rules, act.Analyzer) {
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			f := newFinding(act.Analyzer.Name, fset, d, dir)
			if seen[f.id()] {
				continue
			}
			seen[f.id()] = true
			findings = append(findings, f)
		}
	}
	sortFindings(findings)
	return findings
}

// A findingID is what makes two findings the same: the rule, the range
// and the message.
type findingID struct {
	rule, file                 string
	line, col, endLine, endCol int
	message                    string
}

func (f finding) id() findingID {
	return findingID{f.Rule, f.File, f.Line, f.Column, f.EndLine, f.EndColumn, f.Message}
}

// newFinding converts one diagnostic. Positions honour //line directives,
// as compiler and vet messages do; edit offsets do not, since they index the
// bytes of the file the edit applies to.
func newFinding(rule string, fset *token.FileSet, d analysis.Diagnostic, dir string) finding {
	start := fset.Position(d.Pos)
	end := start
	if d.End.IsValid() {
		end = fset.Position(d.End)
	}
	f := finding{
		Rule:      rule,
		File:      displayPath(start.Filename, dir),
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
		fx := fix{Message: sf.Message}
		for _, te := range sf.TextEdits {
			from := fset.PositionFor(te.Pos, false)
			to := from
			if te.End.IsValid() {
				to = fset.PositionFor(te.End, false)
			}
			fx.Edits = append(fx.Edits, edit{
				File:    displayPath(from.Filename, dir),
				Start:   from.Offset,
				End:     to.Offset,
				NewText: string(te.NewText),
			})
		}
		f.Fixes = append(f.Fixes, fx)
	}
	return f
}

// analysisErrors reports the actions whose analysis failed, once per
// package and message. Packages that did not load or type-check are left
// out, their own errors being reported already, and so are actions that
// failed only because a prerequisite did, that one being reported instead.
func analysisErrors(graph *checker.Graph) []runError {
	var errs []runError
	seen := make(map[runError]bool)
	for act := range graph.All() {
		if act.Err == nil || act.Package.IllTyped || len(act.Package.Errors) > 0 || failedPrerequisite(act) {
			continue
		}
		re := runError{Package: packageName(act.Package), Message: act.Analyzer.Name + ": " + act.Err.Error()}
		if !seen[re] {
			seen[re] = true
			errs = append(errs, re)
		}
	}
	return errs
}

func failedPrerequisite(act *checker.Action) bool {
	for _, dep := range act.Deps {
		if dep.Err != nil {
			return true
		}
	}
	return false
}
