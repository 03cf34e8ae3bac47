package main

import (
	"io"

	"golang.org/x/tools/go/analysis"
)

// Exit statuses, as documented for every output format.
const (
	exitClean    = 0 // the run succeeded and found nothing
	exitFindings = 1 // the run succeeded and reported findings
	exitFailure  = 2 // the run failed: bad usage, or packages that do not load
)

// dispatch runs the subcommand named by the first argument, or the
// standalone check, and returns the exit status.
func dispatch(args []string, rules []*analysis.Analyzer, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "version":
			return runVersion(args[1:], stdout, stderr)
		case "explain":
			return runExplain(args[1:], rules, stdout, stderr)
		}
	}
	return runCheck(args, rules, stdout, stderr)
}
