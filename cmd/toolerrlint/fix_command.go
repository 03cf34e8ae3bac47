package main

import (
	"fmt"
	"io"
	"os"
	"slices"
)

// printFixes is -diff: the suggested fixes as a unified diff in place of
// the report, no file changed. The exit status is the one the report
// would have given, so that a CI step can show the fixes and still fail.
func printFixes(r *report, output string, stdout, stderr io.Writer) int {
	plan := planFixes(r)
	for _, s := range plan.Skipped {
		fmt.Fprintf(stderr, "toolerrlint: %s\n", s)
	}
	if err := writeOutput(output, r.Dir, stdout, func(w io.Writer) error { return writeUnifiedDiff(w, plan.Files) }); err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return exitFailure
	}
	return r.exitStatus()
}

// applyFixes is -fix: write the fixed files, say on standard error what
// was fixed and what was not, and report the findings left in the chosen
// format. The exit status follows the findings left: 0 when every finding
// was fixed. Positions in the report are those the analysis saw, before
// the fixes.
func applyFixes(r *report, format formatter, output string, stdout, stderr io.Writer) int {
	plan := planFixes(r)
	for _, s := range plan.Skipped {
		fmt.Fprintf(stderr, "toolerrlint: %s\n", s)
	}
	failed := make(map[string]bool)
	for _, f := range plan.Files {
		if err := writeFixedFile(r, f); err != nil {
			fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
			r.Errors = append(r.Errors, runError{Message: err.Error()})
			failed[f.Name] = true
		}
	}
	fixed := make(map[findingID]bool)
	count := 0
	for _, f := range plan.Fixed {
		if slices.ContainsFunc(f.Fixes[0].Edits, func(e edit) bool { return failed[e.File] }) {
			continue // its file was not written: the finding stands
		}
		fixed[f.id()] = true
		count++
		fmt.Fprintf(stderr, "toolerrlint: fixed %s:%d:%d: %s (%s)\n", f.File, f.Line, f.Column, f.Fixes[0].Message, f.Rule)
	}
	if count > 0 {
		fmt.Fprintf(stderr, "toolerrlint: applied %d %s to %d %s\n",
			count, plural(count, "fix", "fixes"), len(plan.Files)-len(failed), plural(len(plan.Files)-len(failed), "file", "files"))
	}
	r.Findings = slices.DeleteFunc(r.Findings, func(f finding) bool { return fixed[f.id()] })

	if err := writeOutput(output, r.Dir, stdout, func(w io.Writer) error { return format.write(w, r) }); err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return exitFailure
	}
	return r.exitStatus()
}

// writeFixedFile replaces a file's content, keeping its permissions.
func writeFixedFile(r *report, f fixedFile) error {
	path := r.path(f.Name)
	info, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("fixing %s: %v", f.Name, err)
	}
	if err := os.WriteFile(path, f.New, info.Mode().Perm()); err != nil {
		return fmt.Errorf("fixing %s: %v", f.Name, err)
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
