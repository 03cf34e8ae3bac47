// Package fix chooses the suggested fixes of a report that apply together,
// writes them to the files, and shows them as a unified diff.
package fix

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A Plan is the outcome of choosing the suggested fixes to apply: the
// new content of every file they change, which findings they fix, and
// which fixes were left out and why. Nothing is written until Write.
type Plan struct {
	// Files are the changed files in name order.
	Files []File
	// Fixed are the findings whose fix is in the plan, in report order.
	Fixed []report.Finding
	// Skipped explains each fix left out, one sentence per fix.
	Skipped []string
}

// A File is a file with the accepted edits applied. A Go file is then
// formatted as gofmt formats it, without the imports the fixes left
// unused, and Edits are whole lines then.
type File struct {
	Name string // as findings name it
	// OldLabel and NewLabel, when set, are the names the diff headers
	// give the file before and after, in place of a/NAME and b/NAME.
	OldLabel, NewLabel string
	Old                []byte
	New                []byte
	Edits              []report.Edit // from Old to New: sorted by offset, never overlapping
}

// NewPlan takes the first suggested fix of each finding, in report
// order, and keeps it when its edits apply cleanly: within the file, not
// overlapping each other, and not overlapping an edit of a fix kept
// before it. A fix identical to one kept already (the same finding seen
// through two rules) adds nothing and conflicts with nothing. A fix that
// does not apply is skipped as a whole, never in part.
func NewPlan(r *report.Report) Plan {
	return newPlan(r, nil)
}

// newPlan is NewPlan leaving out, unsaid, the fixes that edit a file
// frozen holds: files whose fixes left code that does not build.
func newPlan(r *report.Report, frozen map[string]bool) Plan {
	var plan Plan
	accepted := make(map[string][]report.Edit) // by file
	for _, f := range r.Findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fx := f.Fixes[0]
		if slices.ContainsFunc(fx.Edits, func(e report.Edit) bool { return frozen[e.File] }) {
			continue
		}
		if reason := checkFix(r, fx, accepted); reason != "" {
			plan.Skipped = append(plan.Skipped, fmt.Sprintf("%s:%d:%d: fix %q of %s not applied: %s",
				r.Shown(f.File), f.Line, f.Column, fx.Message, f.Rule, reason))
			continue
		}
		for _, e := range fx.Edits {
			if !slices.Contains(accepted[e.File], e) {
				accepted[e.File] = append(accepted[e.File], e)
			}
		}
		plan.Fixed = append(plan.Fixed, f)
	}

	names := make([]string, 0, len(accepted))
	for name := range accepted {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		edits := accepted[name]
		slices.SortFunc(edits, compareEdits)
		src, _ := r.Source(name) // read by checkFix already
		fixed := ApplyEdits(src.Data, edits)
		if strings.HasSuffix(name, ".go") {
			if tidied := tidy(src.Data, fixed); !bytes.Equal(tidied, fixed) {
				fixed, edits = tidied, lineEdits(src.Data, tidied)
			}
		}
		plan.Files = append(plan.Files, File{Name: name, Old: src.Data, New: fixed, Edits: edits})
	}
	return plan
}

// checkFix says why fx cannot join the accepted edits, or "" when it can.
func checkFix(r *report.Report, fx report.Fix, accepted map[string][]report.Edit) string {
	if len(fx.Edits) == 0 {
		return "it has no edits"
	}
	for i, e := range fx.Edits {
		src, err := r.Source(e.File)
		if err != nil {
			return fmt.Sprintf("cannot read %s: %v", e.File, err)
		}
		if e.Start < 0 || e.Start > e.End || e.End > len(src.Data) {
			return fmt.Sprintf("its edit [%d,%d) lies outside %s (%d bytes)", e.Start, e.End, e.File, len(src.Data))
		}
		for _, other := range fx.Edits[:i] {
			if other.File == e.File && other != e && editsOverlap(other, e) {
				return "its own edits overlap"
			}
		}
		for _, other := range accepted[e.File] {
			if other != e && editsOverlap(other, e) {
				return fmt.Sprintf("it conflicts with a fix already applied to %s", e.File)
			}
		}
	}
	return ""
}

// editsOverlap reports whether two edits of one file touch the same bytes,
// or insert at the same place, where their order would be a guess.
func editsOverlap(a, b report.Edit) bool {
	if a.Start == b.Start {
		return true
	}
	return a.Start < b.End && b.Start < a.End
}

func compareEdits(a, b report.Edit) int {
	return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End))
}

// ApplyEdits returns src with the sorted, non-overlapping edits applied.
func ApplyEdits(src []byte, edits []report.Edit) []byte {
	out := make([]byte, 0, len(src))
	last := 0
	for _, e := range edits {
		out = append(out, src[last:e.Start]...)
		out = append(out, e.NewText...)
		last = e.End
	}
	return append(out, src[last:]...)
}
