package main

import (
	"flag"
	"fmt"
	"io"

	"golang.org/x/tools/go/analysis"
)

// options are the settings of a standalone run.
type options struct {
	format   string
	output   string
	enable   string
	disable  string
	dir      string
	tests    bool
	fix      bool
	diff     bool
	patterns []string
}

// newFlagSet declares the command-line flags of a standalone run, writing
// their values into opts. Errors are left to the caller to print.
func newFlagSet(opts *options, rules []*analysis.Analyzer) *flag.FlagSet {
	fs := flag.NewFlagSet("toolerrlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&opts.format, "format", "text", "output format: "+formatNames())
	fs.StringVar(&opts.output, "o", "", "write the report to `file` instead of standard output")
	fs.StringVar(&opts.enable, "enable", "", "comma-separated `rules` to run (default all)")
	fs.StringVar(&opts.disable, "disable", "", "comma-separated `rules` not to run")
	fs.StringVar(&opts.dir, "C", "", "run as if started in `dir`")
	fs.BoolVar(&opts.tests, "tests", true, "also analyze test files")
	fs.BoolVar(&opts.fix, "fix", false, "apply the suggested fixes to the files and report the findings left")
	fs.BoolVar(&opts.diff, "diff", false, "print the suggested fixes as a unified diff instead of the report, changing no file")
	registerRuleFlags(fs, rules)
	registerPassFlags(fs, rules, nil)
	return fs
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

// registerPassFlags exposes, under their own names, the flags of the shared
// passes the rules require (but that are not rules themselves): settings
// such as a code set or a provenance stamp concern every rule at once.
//
// A pass flag whose name is taken (under go vet, -provenance is the
// provenance rule's on/off switch) is registered as PASS.NAME instead;
// renamed maps such names to the names they were registered under.
func registerPassFlags(fs *flag.FlagSet, rules []*analysis.Analyzer, taken map[string]bool) (renamed map[string]string) {
	renamed = make(map[string]string)
	for _, a := range sharedPasses(rules) {
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

// sharedPasses lists, once each and in discovery order, the analyzers the
// rules require transitively that are not rules.
func sharedPasses(rules []*analysis.Analyzer) []*analysis.Analyzer {
	seen := make(map[*analysis.Analyzer]bool)
	for _, a := range rules {
		seen[a] = true
	}
	var passes []*analysis.Analyzer
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		for _, req := range a.Requires {
			if !seen[req] {
				seen[req] = true
				passes = append(passes, req)
				visit(req)
			}
		}
	}
	for _, a := range rules {
		visit(a)
	}
	return passes
}

// printUsage writes the command synopsis and every flag to w.
func printUsage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprint(w, `toolerrlint checks the tool error hygiene of Go code that exposes tools to
language models.

Usage:
  toolerrlint [flags] [packages]     (default ./...)
  go vet -vettool=$(command -v toolerrlint) [packages]
  toolerrlint explain RULE
  toolerrlint version

Exit status: 0 no findings, 1 findings, 2 the run failed.

Flags:
`)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}
