package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// These tests run the real rules on the findings module, an in-house
// framework module whose lines marked `// expect RULE` are exactly the
// findings the rules must report there.

func TestFindingsText(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule)
	r.WantCode(t, report.ExitFindings)
	lines := drivertest.ParseText(t, r.Stdout)
	if got, want := drivertest.KeysOfText(lines), drivertest.ExpectedFindings(t, findingsModule, true); !slices.Equal(got, want) {
		t.Errorf("findings:\n got %v\nwant %v", got, want)
	}
	if !drivertest.TextSorted(lines) {
		t.Errorf("findings are not sorted by file, line, column, rule:\n%s", r.Stdout)
	}
	if r.Stderr != "" {
		t.Errorf("stderr:\n%s", r.Stderr)
	}
}

func TestFindingsJSON(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule, "-format", "json")
	r.WantCode(t, report.ExitFindings)
	report := drivertest.DecodeReport(t, r.Stdout)
	if got, want := drivertest.KeysOfJSON(report.Diagnostics), drivertest.ExpectedFindings(t, findingsModule, true); !slices.Equal(got, want) {
		t.Errorf("findings:\n got %v\nwant %v", got, want)
	}
	for _, d := range report.Diagnostics {
		if d.Column < 1 || d.EndLine < d.Line || (d.EndLine == d.Line && d.EndColumn < d.Column) {
			t.Errorf("%s:%d: bad range %d:%d-%d:%d", d.File, d.Line, d.Line, d.Column, d.EndLine, d.EndColumn)
		}
		if d.Message == "" {
			t.Errorf("%s:%d: empty message", d.File, d.Line)
		}
		if !strings.HasPrefix(d.URL, "https://") {
			t.Errorf("%s:%d: url %q does not lead to the rule's documentation", d.File, d.Line, d.URL)
		}
	}
	if len(report.Errors) != 0 {
		t.Errorf("errors: %+v", report.Errors)
	}
}

// The text and JSON formats report the same findings with the same words.
func TestFindingsTextMatchesJSON(t *testing.T) {
	text := toolerrlint(t, "", "-C", findingsModule)
	js := toolerrlint(t, "", "-C", findingsModule, "-format", "json")
	lines := drivertest.ParseText(t, text.Stdout)
	report := drivertest.DecodeReport(t, js.Stdout)
	if len(lines) == 0 {
		t.Fatal("no findings to compare")
	}
	if len(lines) != len(report.Diagnostics) {
		t.Fatalf("%d text lines, %d JSON diagnostics", len(lines), len(report.Diagnostics))
	}
	for i, l := range lines {
		d := report.Diagnostics[i]
		if l != (drivertest.TextLine{File: d.File, Line: d.Line, Column: d.Column, Message: d.Message, Rule: d.Rule}) {
			t.Errorf("text %+v, JSON %+v", l, d)
		}
	}
}

func TestEnableDisable(t *testing.T) {
	all := drivertest.ExpectedFindings(t, findingsModule, true)
	onlyRule := func(keep func(rule string) bool) []drivertest.FindingKey {
		var keys []drivertest.FindingKey
		for _, k := range all {
			if keep(k.Rule) {
				keys = append(keys, k)
			}
		}
		return keys
	}
	for _, rule := range []string{"protocolerr", "handlerpanic"} {
		t.Run("enable="+rule, func(t *testing.T) {
			r := toolerrlint(t, "", "-C", findingsModule, "-enable", rule)
			r.WantCode(t, report.ExitFindings)
			want := onlyRule(func(r string) bool { return r == rule })
			if got := drivertest.KeysOfText(drivertest.ParseText(t, r.Stdout)); !slices.Equal(got, want) {
				t.Errorf("got %v\nwant %v", got, want)
			}
		})
		t.Run("disable="+rule, func(t *testing.T) {
			r := toolerrlint(t, "", "-C", findingsModule, "-disable", rule)
			want := onlyRule(func(r string) bool { return r != rule })
			r.WantCode(t, report.ExitFindings)
			if got := drivertest.KeysOfText(drivertest.ParseText(t, r.Stdout)); !slices.Equal(got, want) {
				t.Errorf("got %v\nwant %v", got, want)
			}
		})
	}
	// A rule that reports nothing in the module leaves a clean run.
	r := toolerrlint(t, "", "-C", findingsModule, "-enable", "nilresult")
	r.WantCode(t, report.ExitClean)
}

func TestTestsFlag(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule, "-tests=false")
	r.WantCode(t, report.ExitFindings)
	if got, want := drivertest.KeysOfText(drivertest.ParseText(t, r.Stdout)), drivertest.ExpectedFindings(t, findingsModule, false); !slices.Equal(got, want) {
		t.Errorf("-tests=false:\n got %v\nwant %v", got, want)
	}
}

func TestOutputFlagKeepsFindingsExitStatus(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	r := toolerrlint(t, "", "-C", module, "-o", "findings.txt")
	r.WantCode(t, report.ExitFindings)
	if r.Stdout != "" {
		t.Errorf("report went to stdout:\n%s", r.Stdout)
	}
	got := drivertest.ReadFile(t, module, "findings.txt")
	if want := toolerrlint(t, "", "-C", findingsModule).Stdout; got != want {
		t.Errorf("-o file:\n%s\nstdout without -o:\n%s", got, want)
	}
}
