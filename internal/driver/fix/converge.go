package fix

import (
	"bytes"
	"maps"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// MaxPasses bounds the passes of Converge. A pass applies every fix that
// applies cleanly, then analyzes the fixed code again: the fixes that
// lost a conflict are offered again on it, and fixes can make findings
// that have fixes of their own (a fix that adds the error result a
// missing code is then reported on). One pass converges for fixes that
// do not meet, two where fixes conflict, three where a fix's code is
// fixed again; the fourth is a margin. A run that still has fixes to
// apply after it says so, rather than run on code that does not settle.
const MaxPasses = 4

// An Analysis analyzes the code with overlay, by absolute path, standing
// in for the content of files on disk, and returns the report the fixes
// are chosen from (without what a baseline holds, paths shown as the
// command shows them).
type Analysis func(overlay map[string][]byte) *report.Report

// An Outcome is the code as Converge leaves it: every changed file, what
// was applied, what was not and why, and the analysis of the fixed code.
type Outcome struct {
	// Report is the analysis of the code with every applied fix, as it
	// will be on disk once Files are written.
	Report *report.Report
	// Files are the changed files in name order, from their content on
	// disk (Old) to their content after every pass (New).
	Files []File
	// Applied are the fixes applied, pass by pass, each finding as the
	// analysis of its pass saw it.
	Applied []Applied
	// Passes is how many passes applied fixes.
	Passes int
	// Skipped explains each fix of the fixed code that is left out, one
	// sentence per fix; Pending counts those a further pass would apply,
	// once MaxPasses have run.
	Skipped []string
	Pending int
	// Broken are the fixes left out because the code they left did not
	// build, file by file.
	Broken []Broken
}

// An Applied fix is a finding whose first fix a pass applied.
type Applied struct {
	Pass    int
	Finding report.Finding
	// Shown is the finding's file as the command shows it.
	Shown string
}

// Broken are fixes of a pass that left code that does not build: they
// were taken back, and no later pass edits their files.
type Broken struct {
	// Fixes are the findings whose fixes were taken back, as their pass
	// saw them.
	Fixes []Applied
	// Errors are the failures the fixed code gave that the code before
	// the pass did not.
	Errors []report.Error
}

// Converge applies the fixes of first, analyzes the fixed code in memory
// with analyze, and applies the fixes of that analysis in turn, until a
// pass has nothing left to apply or MaxPasses have run. A pass whose
// fixes make packages fail to load or type-check is taken back: the
// files its new errors name (all the files of the pass when they name
// none, or when taking those back is not enough) are frozen as they were
// before it, and the pass runs again without them. Nothing is written.
func Converge(first *report.Report, analyze Analysis) Outcome {
	out := Outcome{Report: first}
	overlay := make(map[string][]byte) // by absolute path
	files := make(map[string]File)     // by absolute path: Old from disk
	frozen := make(map[string]bool)    // by file name, as findings name it
	attempt := 0                       // failed attempts at this pass
	for {
		r := out.Report
		plan := newPlan(r, frozen)
		if !plan.changes() {
			out.Skipped = plan.Skipped
			return out.finish(files)
		}
		if out.Passes == MaxPasses {
			out.Skipped, out.Pending = plan.Skipped, len(plan.Fixed)
			return out.finish(files)
		}
		next := maps.Clone(overlay)
		for _, f := range plan.Files {
			next[r.Path(f.Name)] = f.New
		}
		fixed := analyze(next)
		fixed.Overlay = next // what its findings' fixes apply to
		if failures := newFailures(r.Errors, fixed.Errors); len(failures) > 0 {
			attempt++
			culprits := namedFiles(r, plan.Files, failures)
			if len(culprits) == 0 || attempt > 1 {
				culprits = planFiles(plan.Files)
			}
			broken := Broken{Errors: failures}
			for _, f := range plan.Fixed {
				if slices.ContainsFunc(f.Fixes[0].Edits, func(e report.Edit) bool { return culprits[e.File] }) {
					broken.Fixes = append(broken.Fixes, Applied{Pass: out.Passes + 1, Finding: f, Shown: r.Shown(f.File)})
				}
			}
			out.Broken = append(out.Broken, broken)
			maps.Copy(frozen, culprits)
			continue
		}
		attempt = 0
		out.Passes++
		for _, f := range plan.Fixed {
			out.Applied = append(out.Applied, Applied{Pass: out.Passes, Finding: f, Shown: r.Shown(f.File)})
		}
		for _, f := range plan.Files {
			path := r.Path(f.Name)
			if prev, ok := files[path]; ok {
				f = Rewrite(f.Name, prev.Old, f.New) // the edits of this pass start from the last one's code
			}
			files[path] = f
		}
		overlay, out.Report = next, fixed
	}
}

// changes reports whether the plan changes any file.
func (p Plan) changes() bool {
	return slices.ContainsFunc(p.Files, func(f File) bool { return !bytes.Equal(f.Old, f.New) })
}

// finish sets the changed files in name order.
func (out Outcome) finish(files map[string]File) Outcome {
	for _, f := range files {
		if !bytes.Equal(f.Old, f.New) { // passes may take a change back
			out.Files = append(out.Files, f)
		}
	}
	slices.SortFunc(out.Files, func(a, b File) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// newFailures returns the errors of after that before did not have, of
// packages that did not fail before: the code before a pass may already
// fail, at positions that the pass moves.
func newFailures(before, after []report.Error) []report.Error {
	packages := make(map[string]bool) // failed before
	messages := make(map[string]bool) // of failures of no single package
	for _, e := range before {
		if e.Package == "" {
			messages[e.Message] = true
		} else {
			packages[e.Package] = true
		}
	}
	var out []report.Error
	for _, e := range after {
		if (e.Package == "" && !messages[e.Message]) || (e.Package != "" && !packages[e.Package]) {
			out = append(out, e)
		}
	}
	return out
}

// namedFiles returns the files of a pass, by name, that the lines of the
// failures start with ("FILE:LINE:COL: ..."), as the report shows them.
func namedFiles(r *report.Report, files []File, failures []report.Error) map[string]bool {
	named := make(map[string]bool)
	for _, f := range files {
		prefix := r.Shown(f.Name) + ":"
		for _, e := range failures {
			for line := range strings.Lines(e.Message) {
				if strings.HasPrefix(line, prefix) {
					named[f.Name] = true
				}
			}
		}
	}
	return named
}

func planFiles(files []File) map[string]bool {
	names := make(map[string]bool, len(files))
	for _, f := range files {
		names[f.Name] = true
	}
	return names
}
