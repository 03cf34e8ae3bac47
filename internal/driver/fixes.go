package driver

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/driver/fix"
	"github.com/toolerrlint/toolerrlint/internal/driver/format"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// printFixes is -diff: the suggested fixes as a unified diff in place of
// the report, no file changed. The exit status is the one the report
// would have given, so that a CI step can show the fixes and still fail.
func printFixes(r *report.Report, output string, stdout, stderr io.Writer) int {
	plan := fix.NewPlan(r)
	for _, s := range plan.Skipped {
		fmt.Fprintf(stderr, "toolerrlint: %s\n", s)
	}
	for i, f := range plan.Files {
		// Named as the report shows them, so that the diff applies
		// (git apply, patch -p1) from where the command was started.
		shown := filepath.ToSlash(r.Shown(f.Name))
		plan.Files[i].OldLabel, plan.Files[i].NewLabel = "a/"+shown, "b/"+shown
	}
	return writeOutput(r, output, stdout, stderr, func(w io.Writer) error { return fix.WriteDiff(w, plan.Files) })
}

// applyFixes is -fix: write the fixed files, say on standard error what
// was fixed and what was not, and report the findings left in the chosen
// format. The exit status follows the findings left: 0 when every finding
// was fixed. Positions in the report are those the analysis saw, before
// the fixes.
func applyFixes(r *report.Report, f format.Formatter, output string, stdout, stderr io.Writer) int {
	plan := fix.NewPlan(r)
	for _, s := range plan.Skipped {
		fmt.Fprintf(stderr, "toolerrlint: %s\n", s)
	}
	failed := make(map[string]bool)
	for _, file := range plan.Files {
		if err := fix.Write(r, file); err != nil {
			fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
			r.Errors = append(r.Errors, report.Error{Message: err.Error()})
			failed[file.Name] = true
		}
	}
	fixed := make(map[report.ID]bool)
	count := 0
	for _, fd := range plan.Fixed {
		if slices.ContainsFunc(fd.Fixes[0].Edits, func(e report.Edit) bool { return failed[e.File] }) {
			continue // its file was not written: the finding stands
		}
		fixed[fd.ID()] = true
		count++
		fmt.Fprintf(stderr, "toolerrlint: fixed %s:%d:%d: %s (%s)\n", r.Shown(fd.File), fd.Line, fd.Column, fd.Fixes[0].Message, fd.Rule)
	}
	if count > 0 {
		written := len(plan.Files) - len(failed)
		fmt.Fprintf(stderr, "toolerrlint: applied %d %s to %d %s\n",
			count, plural(count, "fix", "fixes"), written, plural(written, "file", "files"))
	}
	r.Findings = slices.DeleteFunc(r.Findings, func(fd report.Finding) bool { return fixed[fd.ID()] })
	return writeReport(r, f, output, stdout, stderr)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
