package driver

import (
	"flag"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/analyze"
	"github.com/toolerrlint/toolerrlint/internal/driver/cache"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// analyzeCached runs the rules on the packages of the run, through the
// result cache unless it is off, and returns the report.
func analyzeCached(dir string, opts *options.Options, fs *flag.FlagSet, rules []*analysis.Analyzer) (*report.Report, error) {
	buildFlags := opts.BuildFlags()
	analyzeAll := func(patterns []string) *analyze.Result {
		return analyze.Analyze(dir, patterns, opts.Tests, buildFlags, rules)
	}
	store, err := cache.Default()
	if err != nil {
		return nil, err
	}
	var res *analyze.Result
	if store == nil {
		res = analyzeAll(opts.Patterns)
	} else {
		res = store.Results(cache.Run{
			Dir:      dir,
			Patterns: opts.Patterns,
			Tests:    opts.Tests,
			// The tags change which files there are, not only what the
			// rules find in them: they are in Settings, and go list needs
			// them to name the files a key covers.
			BuildFlags: buildFlags,
			Settings:   options.AnalysisSettings(fs),
		}, analyzeAll)
	}
	return res.Report(dir, rules), nil
}
