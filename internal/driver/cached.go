package driver

import (
	"flag"
	"fmt"
	"io"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/analyze"
	"github.com/toolerrlint/toolerrlint/internal/driver/cache"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// analyzeCached runs the rules on the packages of the run, through the
// result cache unless it is off, and returns the report. A cache that
// cannot be used fails nothing: one line on stderr says why, and the run
// goes on without it.
func analyzeCached(dir string, opts *options.Options, fs *flag.FlagSet, rules []*analysis.Analyzer, stderr io.Writer) *report.Report {
	buildFlags := opts.BuildFlags()
	analyzeAll := func(patterns []string) *analyze.Result {
		return analyze.Analyze(dir, patterns, opts.Tests, buildFlags, rules)
	}
	store, err := cache.Default()
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
	}
	if store == nil {
		return analyzeAll(opts.Patterns).Report(dir, rules)
	}
	res := store.Results(cache.Run{
		Dir:      dir,
		Patterns: opts.Patterns,
		Tests:    opts.Tests,
		// The tags change which files there are, not only what the
		// rules find in them: they are in Settings, and go list needs
		// them to name the files a key covers.
		BuildFlags: buildFlags,
		Settings:   options.AnalysisSettings(fs),
	}, analyzeAll)
	if err := store.Fault(); err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
	}
	return res.Report(dir, rules)
}
