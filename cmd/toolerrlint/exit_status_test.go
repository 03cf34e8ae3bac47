package main

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// Every format exits 0 on a clean module, 1 on findings and 2 on a failed
// run, and writes output that parses as the format, whatever the outcome.
func TestExitStatusInEveryFormat(t *testing.T) {
	if got, want := slices.Sorted(maps.Keys(formats)), []string{"github", "json", "sarif", "text"}; !slices.Equal(got, want) {
		t.Fatalf("formats %v, want %v: add the new format to this test", got, want)
	}
	for _, format := range []string{"text", "json", "sarif", "github"} {
		t.Run(format, func(t *testing.T) {
			for _, tc := range []struct {
				name   string
				args   []string
				status int
			}{
				{"clean module", []string{"-C", "testdata/clean"}, exitClean},
				{"findings", []string{"-C", findingsModule}, exitFindings},
				{"bad flag", []string{"-C", "testdata/clean", "-no-such-flag"}, exitFailure},
				{"package that does not type-check", []string{"-C", "testdata/broken"}, exitFailure},
			} {
				r := toolerrlint(t, "", append([]string{"-format", format}, tc.args...)...)
				r.wantCode(t, tc.status)
				if tc.name == "bad flag" {
					if r.stdout != "" || !strings.Contains(r.stderr, "-no-such-flag") {
						t.Errorf("%s: stdout %q, stderr %q", tc.name, r.stdout, r.stderr)
					}
					continue
				}
				if n := countReported(t, format, r.stdout); (n > 0) != (tc.status == exitFindings) {
					t.Errorf("%s: %d findings in the %s output, exit status %d", tc.name, n, format, r.code)
				}
				if tc.status == exitFailure && !strings.Contains(r.stderr, "undefinedAnswer") {
					t.Errorf("%s: stderr does not name the error:\n%s", tc.name, r.stderr)
				}
			}
		})
	}
}

// -diff exits as the report would; -fix exits on the findings it leaves.
func TestExitStatusOfFixAndDiff(t *testing.T) {
	for _, flag := range []string{"-diff", "-fix"} {
		t.Run(flag, func(t *testing.T) {
			toolerrlint(t, "", "-C", copyModule(t, "testdata/clean"), flag).wantCode(t, exitClean)
			toolerrlint(t, "", "-C", copyModule(t, findingsModule), flag).wantCode(t, exitFindings)
			toolerrlint(t, "", "-C", copyModule(t, "testdata/broken"), flag).wantCode(t, exitFailure)
			toolerrlint(t, "", "-C", "testdata/clean", flag, "-no-such-flag").wantCode(t, exitFailure)
		})
	}
}

// countReported parses output in the given format and counts its findings.
func countReported(t *testing.T, format, out string) int {
	t.Helper()
	switch format {
	case "text":
		return len(parseText(t, out))
	case "json":
		return len(decodeReport(t, out).Diagnostics)
	case "sarif":
		return len(decodeSARIF(t, out).Runs[0].Results)
	case "github":
		n := 0
		for _, c := range parseGitHub(t, out) {
			if c.Props["file"] != "" {
				n++
			}
		}
		return n
	}
	t.Fatalf("no parser for format %s", format)
	return 0
}
