// Package options declares the command-line flags of a standalone run and
// exposes the flags of the rules and of the shared passes they require.
package options

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/format"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// Options are the settings of a standalone run.
type Options struct {
	Format  string
	Output  string
	Enable  string
	Disable string
	Dir     string
	// PathPrefix is put before the relative paths of the report.
	PathPrefix string
	Tags       string
	Tests      bool
	Fix        bool
	Diff       bool
	// Baseline and WriteBaseline name baseline files, relative to Dir.
	Baseline      string
	WriteBaseline string
	Patterns      []string
}

// NewFlagSet declares the command-line flags of a standalone run, writing
// their values into opts. Errors are left to the caller to print.
func NewFlagSet(opts *Options, rules []*analysis.Analyzer) *flag.FlagSet {
	fs := flag.NewFlagSet("toolerrlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&opts.Format, "format", "text", "output format: "+format.NameList())
	fs.StringVar(&opts.Output, "o", "", "write the report to `file` instead of standard output")
	fs.StringVar(&opts.Enable, "enable", "", "comma-separated `rules` to run (default all)")
	fs.StringVar(&opts.Disable, "disable", "", "comma-separated `rules` not to run")
	fs.StringVar(&opts.Dir, "C", "", "run as if started in `dir`; reported paths stay relative to where the command was started")
	fs.StringVar(&opts.PathPrefix, "path-prefix", "", "put `dir` before every relative path reported: the path of the directory the command was started in, from the repository root that annotations are relative to (paths under -C are already shown from where the command was started)")
	fs.StringVar(&opts.Tags, "tags", "", "comma-separated build `tags` to consider satisfied, as go build -tags")
	fs.BoolVar(&opts.Tests, "tests", true, "also analyze test files")
	fs.BoolVar(&opts.Fix, "fix", false, "apply the suggested fixes to the files, pass after pass until none is left to apply, and report the fixed code")
	fs.BoolVar(&opts.Diff, "diff", false, "print the changes -fix would make as a unified diff instead of the report, changing no file")
	fs.StringVar(&opts.Baseline, "baseline", "", "report only the findings that `file`, written by -write-baseline, does not hold")
	fs.StringVar(&opts.WriteBaseline, "write-baseline", "", "record the current findings in `file` for -baseline, instead of reporting them")
	registerRuleFlags(fs, rules)
	RegisterPassFlags(fs, rules, nil)
	return fs
}

// Parse parses the command line into opts; the packages default to ./...
// Flags that do not go together are an error.
func Parse(fs *flag.FlagSet, opts *Options, args []string) error {
	if err := fs.Parse(args); err != nil {
		return err
	}
	opts.Patterns = fs.Args()
	if len(opts.Patterns) == 0 {
		opts.Patterns = []string{"./..."}
	}
	if p := opts.PathPrefix; p != "" && !filepath.IsLocal(p) {
		return fmt.Errorf("-path-prefix %s: want a relative path that stays within the tree, such as services/api", p)
	}
	// -diff prints the fixes in place of the report, so a report format
	// other than the default would be silently ignored.
	if opts.Diff && opts.Format != "text" {
		return fmt.Errorf("-diff prints the suggested fixes as a unified diff instead of the report: it does not go with -format %s", opts.Format)
	}
	if opts.WriteBaseline != "" {
		for _, conflict := range []struct {
			set  bool
			name string
		}{{opts.Baseline != "", "-baseline"}, {opts.Fix, "-fix"}, {opts.Diff, "-diff"}, {opts.Output != "", "-o"}} {
			if conflict.set {
				return fmt.Errorf("-write-baseline records the findings instead of reporting them: it does not go with %s", conflict.name)
			}
		}
	}
	return nil
}

// CheckPathPrefix refuses a -path-prefix that repeats what -C already
// puts in the paths shown: they are relative to start, the directory the
// command was started in, so `-C examples -path-prefix examples`, started
// at the repository root, would show examples/examples/... The prefix is
// the path of start itself from the repository root; it is taken as
// meant when start's path ends with it.
func CheckPathPrefix(prefix, start, dir string) error {
	if prefix == "" || dir == start {
		return nil
	}
	prefix = filepath.Clean(prefix)
	rel, err := filepath.Rel(start, dir)
	if err != nil || rel != prefix || strings.HasSuffix(start, string(filepath.Separator)+prefix) {
		return nil
	}
	return fmt.Errorf("-path-prefix %s: the paths shown already start with %s%c, being relative to where the command was started (%s), not to -C; -path-prefix is the path of that directory from the repository root: leave it out when starting at the root", prefix, rel, filepath.Separator, start)
}

// BuildFlags are the flags of the go command the options stand for.
func (opts *Options) BuildFlags() []string {
	return TagsFlags(opts.Tags)
}

// TagsFlags is -tags as the go command takes it, or nothing when no tag
// is given.
func TagsFlags(tags string) []string {
	if tags == "" {
		return nil
	}
	return []string{"-tags=" + tags}
}

// reportOnly are the flags that change how findings are reported or what
// is done with them, not which findings there are.
var reportOnly = map[string]bool{
	"format": true, "o": true, "C": true, "path-prefix": true, "fix": true, "diff": true,
	"baseline": true, "write-baseline": true,
}

// AnalysisSettings lists, as NAME=VALUE in the order of their names, every
// flag that may change which findings a run has: all but the flags of
// reporting. Results computed under the same settings are interchangeable.
func AnalysisSettings(fs *flag.FlagSet) []string {
	var settings []string
	fs.VisitAll(func(f *flag.Flag) {
		if !reportOnly[f.Name] {
			settings = append(settings, f.Name+"="+f.Value.String())
		}
	})
	return settings
}

// registerRuleFlags exposes each rule's own flags as -RULE.flag, the naming
// multichecker and `go vet` use, so the two modes accept the same spelling.
func registerRuleFlags(fs *flag.FlagSet, rules []*analysis.Analyzer) {
	for _, a := range rules {
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
}

// RegisterPassFlags exposes, under their own names, the flags of the
// shared passes the rules require (but that are not rules themselves):
// settings such as a code set or a provenance stamp concern every rule at
// once.
//
// A pass flag whose name is taken (under go vet, -provenance is the
// provenance rule's on/off switch) is registered as PASS.NAME instead;
// renamed maps such names to the names they were registered under.
func RegisterPassFlags(fs *flag.FlagSet, rules []*analysis.Analyzer, taken map[string]bool) (renamed map[string]string) {
	renamed = make(map[string]string)
	for _, a := range ruleset.Requirements(rules) {
		a.Flags.VisitAll(func(f *flag.Flag) {
			name := f.Name
			if taken[name] {
				name = a.Name + "." + f.Name
				renamed[f.Name] = name
			}
			fs.Var(f.Value, name, f.Usage)
		})
	}
	return renamed
}

// PrintUsage writes the command synopsis and every flag to w.
func PrintUsage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprint(w, `toolerrlint checks the tool error hygiene of Go code that exposes tools to
language models.

Usage:
  toolerrlint [flags] [packages]     (default ./...)
  go vet -vettool=$(command -v toolerrlint) [packages]
  toolerrlint explain RULE
  toolerrlint cache clean            (removes the result cache's own entries)
  toolerrlint catalog [-format md|json] [-o FILE] [-check FILE] [packages]
  toolerrlint help [RULE]
  toolerrlint version

Exit status: 0 no findings, 1 findings, 2 the run failed.

The result cache is in the user cache directory; TOOLERRLINT_CACHE=DIR moves
it (relative to where the command was started), TOOLERRLINT_CACHE=off turns
it off. A cache that cannot be used is skipped with one line on stderr.

Flags:
`)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}
