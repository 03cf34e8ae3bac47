package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/format"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Every format exits 0 on a clean module, 1 on findings and 2 on a failed
// run, and writes output that parses as the format, whatever the outcome.
func TestExitStatusInEveryFormat(t *testing.T) {
	if got, want := format.Names(), []string{"github", "json", "sarif", "text"}; !slices.Equal(got, want) {
		t.Fatalf("formats %v, want %v: add the new format to this test", got, want)
	}
	for _, format := range []string{"text", "json", "sarif", "github"} {
		t.Run(format, func(t *testing.T) {
			for _, tc := range []struct {
				name   string
				args   []string
				status int
			}{
				{"clean module", []string{"-C", cleanModule}, report.ExitClean},
				{"findings", []string{"-C", findingsModule}, report.ExitFindings},
				{"bad flag", []string{"-C", cleanModule, "-no-such-flag"}, report.ExitFailure},
				{"package that does not type-check", []string{"-C", brokenModule}, report.ExitFailure},
			} {
				r := toolerrlint(t, "", append([]string{"-format", format}, tc.args...)...)
				r.WantCode(t, tc.status)
				if tc.name == "bad flag" {
					if r.Stdout != "" || !strings.Contains(r.Stderr, "-no-such-flag") {
						t.Errorf("%s: stdout %q, stderr %q", tc.name, r.Stdout, r.Stderr)
					}
					continue
				}
				if n := countReported(t, format, r.Stdout); (n > 0) != (tc.status == report.ExitFindings) {
					t.Errorf("%s: %d findings in the %s output, exit status %d", tc.name, n, format, r.Code)
				}
				if tc.status == report.ExitFailure && !strings.Contains(r.Stderr, "undefinedAnswer") {
					t.Errorf("%s: stderr does not name the error:\n%s", tc.name, r.Stderr)
				}
			}
		})
	}
}

// -diff exits as the report would; -fix exits on the findings it leaves.
func TestExitStatusOfFixAndDiff(t *testing.T) {
	for _, flag := range []string{"-diff", "-fix"} {
		t.Run(flag, func(t *testing.T) {
			toolerrlint(t, "", "-C", drivertest.CopyModule(t, cleanModule), flag).WantCode(t, report.ExitClean)
			toolerrlint(t, "", "-C", drivertest.CopyModule(t, findingsModule), flag).WantCode(t, report.ExitFindings)
			toolerrlint(t, "", "-C", drivertest.CopyModule(t, brokenModule), flag).WantCode(t, report.ExitFailure)
			toolerrlint(t, "", "-C", cleanModule, flag, "-no-such-flag").WantCode(t, report.ExitFailure)
		})
	}
}

// countReported parses output in the given format and counts its findings.
func countReported(t *testing.T, format, out string) int {
	t.Helper()
	return len(drivertest.Reported(t, format, out))
}

// -diff with a report format is a usage error: the diff would be printed
// where the JSON, SARIF or annotations were expected.
func TestDiffWithReportFormatExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule, "-format", "json", "-diff")
	r.WantCode(t, report.ExitFailure)
	if r.Stdout != "" || !strings.Contains(r.Stderr, "-diff") || !strings.Contains(r.Stderr, "-format json") {
		t.Errorf("-format json -diff: stdout:\n%s\nstderr:\n%s", r.Stdout, r.Stderr)
	}
}
