package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// runCheck is the standalone run: parse flags, load the packages, run the
// enabled rules, write the report, and return the exit status.
func runCheck(args []string, rules []*analysis.Analyzer, stdout, stderr io.Writer) int {
	var opts options
	fs := newFlagSet(&opts, rules)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(stdout, fs)
			return exitClean
		}
		fmt.Fprintf(stderr, "toolerrlint: %v\nRun 'toolerrlint -h' for usage.\n", err)
		return exitFailure
	}
	opts.patterns = fs.Args()
	if len(opts.patterns) == 0 {
		opts.patterns = []string{"./..."}
	}

	format, ok := formats[opts.format]
	if !ok {
		fmt.Fprintf(stderr, "toolerrlint: unknown format %q; known formats: %s\n", opts.format, formatNames())
		return exitFailure
	}
	selected, err := selectRules(rules, opts.enable, opts.disable)
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return exitFailure
	}
	dir, err := workingDir(opts.dir)
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return exitFailure
	}

	r := analyze(dir, opts.patterns, opts.tests, selected)
	for _, e := range r.Errors {
		if e.Package != "" {
			fmt.Fprintf(stderr, "toolerrlint: package %s: %s\n", e.Package, e.Message)
		} else {
			fmt.Fprintf(stderr, "toolerrlint: %s\n", e.Message)
		}
	}
	switch {
	case opts.diff: // with -fix too, as go vet -fix -diff: show, do not write
		return printFixes(r, opts.output, stdout, stderr)
	case opts.fix:
		return applyFixes(r, format, opts.output, stdout, stderr)
	}
	if err := writeOutput(opts.output, dir, stdout, func(w io.Writer) error { return format.write(w, r) }); err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return exitFailure
	}
	return r.exitStatus()
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

// analyze loads the packages and runs the rules on them. Failures are
// recorded in the report rather than returned, so that every format can
// carry them next to whatever findings the run still produced.
func analyze(dir string, patterns []string, tests bool, rules []*analysis.Analyzer) *report {
	r := &report{Dir: dir, Rules: rules}
	pkgs, loaded, err := loadPackages(dir, patterns, tests, usesFacts(rules))
	if err != nil {
		r.Errors = append(r.Errors, runError{Message: err.Error()})
		return r
	}
	r.Errors = append(r.Errors, packageErrors(loaded, dir)...)
	cutToSource(loaded)
	// The passes that record suppressed findings run anyway, as rules
	// require them; naming them as roots keeps their results readable.
	roots := append(slices.Clone(rules), suppressionPasses(rules)...)
	graph, err := checker.Analyze(roots, pkgs, nil)
	if err != nil {
		r.Errors = append(r.Errors, runError{Message: err.Error()})
		return r
	}
	r.Errors = append(r.Errors, analysisErrors(graph)...)
	r.Findings = collectFindings(graph, rules, dir)
	r.Suppressed = collectSuppressed(graph, rules, dir)
	return r
}

// writeOutput hands write standard output, or the -o file, which like
// every path on the command line is relative to the working directory set
// by -C.
func writeOutput(output, dir string, stdout io.Writer, write func(io.Writer) error) error {
	if output == "" {
		return write(stdout)
	}
	if !filepath.IsAbs(output) {
		output = filepath.Join(dir, output)
	}
	f, err := os.Create(output)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
