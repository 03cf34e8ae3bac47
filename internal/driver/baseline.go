package driver

import (
	"fmt"
	"io"
	"os"

	"github.com/toolerrlint/toolerrlint/internal/driver/baseline"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// writeBaseline is -write-baseline: record the run's findings in the
// file, in place of a report. A run that failed records nothing, since the
// packages that did not load would be missing from the baseline.
func writeBaseline(r *report.Report, path string, stderr io.Writer) int {
	shown := shownPath(r.Dir, path)
	if len(r.Errors) > 0 {
		fmt.Fprintf(stderr, "toolerrlint: -write-baseline: %s not written: the run failed\n", shown)
		return report.ExitFailure
	}
	if err := baseline.Of(r.Findings).WriteFile(inDir(r.Dir, path)); err != nil {
		fmt.Fprintf(stderr, "toolerrlint: -write-baseline: %v\n", namedAsShown(err, r.Dir, path))
		return report.ExitFailure
	}
	fmt.Fprintf(stderr, "toolerrlint: recorded %d %s in %s\n", len(r.Findings), plural(len(r.Findings), "finding", "findings"), shown)
	return report.ExitClean
}

// readBaseline reads the -baseline file, whose errors name it as the user
// can use it from where the command was started.
func readBaseline(dir, path string) (*baseline.Baseline, error) {
	data, err := os.ReadFile(inDir(dir, path))
	if err != nil {
		return nil, namedAsShown(err, dir, path)
	}
	return baseline.Decode(shownPath(dir, path), data)
}

// holdBaseline is -baseline: keep in the report only the findings the
// baseline does not hold, and record in the report which of its entries
// no finding matched. A run that failed records none: the findings of the
// packages that did not load are missing, not fixed. The exit status is
// that of the findings kept either way.
func holdBaseline(r *report.Report, base *baseline.Baseline, path string) {
	kept, stale := base.Match(r.Findings)
	r.Findings = kept
	r.Baseline = &report.BaselineUse{File: path}
	if len(r.Errors) == 0 {
		r.Baseline.Stale = stale
	}
}

// sayStale says on stderr how many findings the baseline holds that the
// report no longer has.
func sayStale(r *report.Report, stderr io.Writer) {
	if r.Baseline == nil {
		return
	}
	if n := r.Baseline.StaleCount(); n > 0 {
		path := r.Baseline.File
		// The file as the user finds it, and the flag as the same command
		// line (with its -C) takes it.
		fmt.Fprintf(stderr, "toolerrlint: baseline %s: %d recorded %s nothing in this run (fixed): run -write-baseline %s to drop %s\n",
			shownPath(r.Dir, path), n, plural(n, "finding matches", "findings match"), path, plural(n, "it", "them"))
	}
}
