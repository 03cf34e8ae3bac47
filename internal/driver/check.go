package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/analyze"
	"github.com/toolerrlint/toolerrlint/internal/driver/baseline"
	"github.com/toolerrlint/toolerrlint/internal/driver/format"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// Check is the standalone run: parse flags, load the packages, run the
// enabled rules, write the report, and return the exit status.
func Check(args []string, rules []*analysis.Analyzer, stdout, stderr io.Writer) int {
	var opts options.Options
	fs := options.NewFlagSet(&opts, rules)
	if err := options.Parse(fs, &opts, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			options.PrintUsage(stdout, fs)
			return report.ExitClean
		}
		fmt.Fprintf(stderr, "toolerrlint: %v\nRun 'toolerrlint -h' for usage.\n", err)
		return report.ExitFailure
	}

	f, ok := format.Lookup(opts.Format)
	if !ok {
		fmt.Fprintf(stderr, "toolerrlint: unknown format %q; known formats: %s\n", opts.Format, format.NameList())
		return report.ExitFailure
	}
	selected, err := ruleset.Select(rules, strings.Split(opts.Enable, ","), strings.Split(opts.Disable, ","), "-")
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return report.ExitFailure
	}
	dir, err := workingDir(opts.Dir)
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return report.ExitFailure
	}
	start, err := os.Getwd()
	if err == nil {
		err = options.CheckPathPrefix(opts.PathPrefix, start, dir)
	}
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return report.ExitFailure
	}

	var base *baseline.Baseline
	if opts.Baseline != "" {
		if base, err = readBaseline(dir, opts.Baseline); err != nil {
			fmt.Fprintf(stderr, "toolerrlint: -baseline: %v\n", err)
			return report.ExitFailure
		}
	}

	defer analyze.PaceCollector()()
	r := analyzeCached(dir, &opts, fs, selected, stderr)
	// prepare shows a report's paths as the command was started, and
	// holds its findings against the baseline.
	prepare := func(r *report.Report) *report.Report {
		r.Origin = start
		r.PathPrefix = opts.PathPrefix
		r.ShowErrorPositions()
		if base != nil {
			holdBaseline(r, base, opts.Baseline)
		}
		return r
	}
	if opts.WriteBaseline != "" {
		base = nil // every finding is recorded
	}
	r = prepare(r)
	if opts.WriteBaseline != "" {
		sayErrors(r, stderr)
		return writeBaseline(r, opts.WriteBaseline, stderr)
	}
	if opts.Fix || opts.Diff {
		// The code the fixes leave is analyzed in memory, past the cache,
		// whose keys are the content of the files on disk.
		again := func(overlay map[string][]byte) *report.Report {
			res := analyze.AnalyzeOverlay(dir, opts.Patterns, opts.Tests, opts.BuildFlags(), selected, overlay)
			return prepare(res.Report(dir, selected))
		}
		fx := fixRun{first: r, again: again, output: opts.Output, stdout: stdout, stderr: stderr}
		if opts.Diff { // with -fix too, as go vet -fix -diff: show, do not write
			return fx.printFixes()
		}
		return fx.applyFixes(f)
	}
	sayErrors(r, stderr)
	sayStale(r, stderr)
	return writeReport(r, f, opts.Output, stdout, stderr)
}

// sayErrors writes the failures of the run on stderr, one by one, whatever
// the format: they are the reason for its exit status 2.
func sayErrors(r *report.Report, stderr io.Writer) {
	for _, e := range r.Errors {
		fmt.Fprintf(stderr, "toolerrlint: %s\n", e)
	}
}

// inDir resolves a path of the command line, which like every path there
// is relative to the working directory set by -C.
func inDir(dir, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(dir, path)
}

// workingDir resolves -C to an absolute directory; the current directory
// when -C is not given.
func workingDir(dir string) (string, error) {
	if dir == "" {
		return os.Getwd()
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	info, err := os.Stat(abs)
	if err != nil {
		return "", fmt.Errorf("-C: %v", err)
	}
	if !info.IsDir() {
		return "", fmt.Errorf("-C: %s is not a directory", dir)
	}
	return abs, nil
}
