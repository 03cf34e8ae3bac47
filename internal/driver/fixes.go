package driver

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/driver/fix"
	"github.com/toolerrlint/toolerrlint/internal/driver/format"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A fixRun is -fix or -diff: the report of the code as it is, and how to
// analyze that code once fixed in memory, so that both carry the fixes
// to the point where a further pass has nothing to apply (fix.Converge).
type fixRun struct {
	first          *report.Report
	again          fix.Analysis
	output         string
	stdout, stderr io.Writer
}

// printFixes is -diff: every change -fix would make, as a unified diff in
// place of the report, no file changed. The exit status is the one the
// report of the code as it is gives, so that a CI step can show the
// fixes and still fail.
func (fx fixRun) printFixes() int {
	out := fix.Converge(fx.first, fx.again)
	r := fx.first
	fx.sayOutcome(out)
	holdBroken(r, out)
	if fixable := countFixable(r.Findings); fixable == 0 && len(r.Findings) > 0 {
		fmt.Fprintf(fx.stderr, "toolerrlint: no suggested fixes for the %d %s\n", len(r.Findings), plural(len(r.Findings), "finding", "findings"))
	} else if n := len(r.Findings) - fixable; n > 0 {
		fmt.Fprintf(fx.stderr, "toolerrlint: %d of the %d findings %s no suggested fix\n", n, len(r.Findings), plural(n, "has", "have"))
	}
	sayErrors(r, fx.stderr)
	sayStale(r, fx.stderr)
	for i, f := range out.Files {
		// Named as the report shows them, so that the diff applies
		// (git apply, patch -p1) from where the command was started.
		shown := filepath.ToSlash(r.Shown(f.Name))
		out.Files[i].OldLabel, out.Files[i].NewLabel = "a/"+shown, "b/"+shown
	}
	return writeOutput(r, fx.output, fx.stdout, fx.stderr, func(w io.Writer) error { return fix.WriteDiff(w, out.Files) })
}

// applyFixes is -fix: write the fixed files, say on standard error what
// was fixed and what was not, and report in the chosen format the
// findings of the code as it is on disk after the fixes, as a second run
// would: their positions and messages are those of the fixed code, and
// the exit status is 0 when nothing is left.
func (fx fixRun) applyFixes(f format.Formatter) int {
	out := fix.Converge(fx.first, fx.again)
	r := out.Report
	var failed []string
	var writeErrors []report.Error
	for _, file := range out.Files {
		if err := fix.Write(r, file); err != nil {
			failed = append(failed, file.Name)
			writeErrors = append(writeErrors, report.Error{Message: err.Error()})
		}
	}
	if len(failed) > 0 {
		// The code on disk is not the code fixed in memory.
		r = fx.again(nil)
	}
	r.Errors = append(r.Errors, writeErrors...)
	count := 0
	for _, a := range out.Applied {
		fd := a.Finding
		if slices.ContainsFunc(fd.Fixes[0].Edits, func(e report.Edit) bool { return slices.Contains(failed, e.File) }) {
			continue // its file was not written: the finding stands
		}
		count++
		fmt.Fprintf(fx.stderr, "toolerrlint: fixed %s:%d:%d: %s (%s)\n", a.Shown, fd.Line, fd.Column, fd.Fixes[0].Message, fd.Rule)
	}
	fx.sayOutcome(out)
	if count > 0 {
		written := len(out.Files) - len(failed)
		passes := ""
		if out.Passes > 1 {
			passes = fmt.Sprintf(" in %d passes", out.Passes)
		}
		fmt.Fprintf(fx.stderr, "toolerrlint: applied %d %s to %d %s%s\n",
			count, plural(count, "fix", "fixes"), written, plural(written, "file", "files"), passes)
	}
	holdBroken(r, out)
	sayErrors(r, fx.stderr)
	sayStale(r, fx.stderr)
	return writeReport(r, f, fx.output, fx.stdout, fx.stderr)
}

// sayOutcome says on stderr which fixes were not applied, and why.
func (fx fixRun) sayOutcome(out fix.Outcome) {
	for _, s := range out.Skipped {
		fmt.Fprintf(fx.stderr, "toolerrlint: %s\n", s)
	}
	for _, b := range out.Broken {
		for _, a := range b.Fixes {
			fmt.Fprintf(fx.stderr, "toolerrlint: %s:%d:%d: fix %q of %s not applied: the code it leaves does not build\n",
				a.Shown, a.Finding.Line, a.Finding.Column, a.Finding.Fixes[0].Message, a.Finding.Rule)
		}
	}
	if out.Pending > 0 {
		fmt.Fprintf(fx.stderr, "toolerrlint: %d %s still to apply after %d passes: run -fix again\n",
			out.Pending, plural(out.Pending, "fix", "fixes"), out.Passes)
	}
}

// holdBroken records in the report, as a failure of the run, each set of
// fixes taken back because the code they left did not build: such a fix
// is a fault of its rule, which the run must not pass over.
func holdBroken(r *report.Report, out fix.Outcome) {
	for _, b := range out.Broken {
		var files []string
		for _, a := range b.Fixes {
			if !slices.Contains(files, a.Shown) {
				files = append(files, a.Shown)
			}
		}
		var errs []string
		for _, e := range b.Errors {
			errs = append(errs, e.String())
		}
		r.Errors = append(r.Errors, report.Error{Message: fmt.Sprintf(
			"the suggested fixes to %s leave code that does not build, and were not applied (a fault of the rules that offer them):\n%s",
			strings.Join(files, ", "), strings.Join(errs, "\n"))})
	}
}

// countFixable counts the findings that have a suggested fix.
func countFixable(findings []report.Finding) int {
	n := 0
	for _, f := range findings {
		if len(f.Fixes) > 0 {
			n++
		}
	}
	return n
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
