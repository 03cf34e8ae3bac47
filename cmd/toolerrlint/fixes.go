package main

import (
	"cmp"
	"fmt"
	"slices"
)

// A fixPlan is the outcome of choosing the suggested fixes to apply: the
// new content of every file they change, which findings they fix, and
// which fixes were left out and why. Nothing is written until apply.
type fixPlan struct {
	// Files are the changed files in name order.
	Files []fixedFile
	// Fixed are the findings whose fix is in the plan, in report order.
	Fixed []finding
	// Skipped explains each fix left out, one sentence per fix.
	Skipped []string
}

// A fixedFile is a file with the accepted edits applied.
type fixedFile struct {
	Name  string // as findings name it
	Old   []byte
	New   []byte
	Edits []edit // sorted by offset, never overlapping
}

// planFixes takes the first suggested fix of each finding, in report
// order, and keeps it when its edits apply cleanly: within the file, not
// overlapping each other, and not overlapping an edit of a fix kept
// before it. A fix identical to one kept already (the same finding seen
// through two rules) adds nothing and conflicts with nothing. A fix that
// does not apply is skipped as a whole, never in part.
func planFixes(r *report) fixPlan {
	var plan fixPlan
	accepted := make(map[string][]edit) // by file
	for _, f := range r.Findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fx := f.Fixes[0]
		if reason := r.checkFix(fx, accepted); reason != "" {
			plan.Skipped = append(plan.Skipped, fmt.Sprintf("%s:%d:%d: fix %q of %s not applied: %s",
				f.File, f.Line, f.Column, fx.Message, f.Rule, reason))
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
		src, _ := r.source(name) // read by checkFix already
		plan.Files = append(plan.Files, fixedFile{Name: name, Old: src.data, New: applyEdits(src.data, edits), Edits: edits})
	}
	return plan
}

// checkFix says why fx cannot join the accepted edits, or "" when it can.
func (r *report) checkFix(fx fix, accepted map[string][]edit) string {
	if len(fx.Edits) == 0 {
		return "it has no edits"
	}
	for i, e := range fx.Edits {
		src, err := r.source(e.File)
		if err != nil {
			return fmt.Sprintf("cannot read %s: %v", e.File, err)
		}
		if e.Start < 0 || e.Start > e.End || e.End > len(src.data) {
			return fmt.Sprintf("its edit [%d,%d) lies outside %s (%d bytes)", e.Start, e.End, e.File, len(src.data))
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
func editsOverlap(a, b edit) bool {
	if a.Start == b.Start {
		return true
	}
	return a.Start < b.End && b.Start < a.End
}

func compareEdits(a, b edit) int {
	return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End))
}

// applyEdits returns src with the sorted, non-overlapping edits applied.
func applyEdits(src []byte, edits []edit) []byte {
	out := make([]byte, 0, len(src))
	last := 0
	for _, e := range edits {
		out = append(out, src[last:e.Start]...)
		out = append(out, e.NewText...)
		last = e.End
	}
	return append(out, src[last:]...)
}
