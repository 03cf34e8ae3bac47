package main

import (
	"slices"
	"strings"
	"testing"
)

// These tests run the real rules on testdata/findings, an in-house
// framework module whose lines marked `// expect RULE` are exactly the
// findings the rules must report there.

const findingsModule = "testdata/findings"

func TestFindingsText(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule)
	r.wantCode(t, exitFindings)
	lines := parseText(t, r.stdout)
	if got, want := keysOfText(lines), expectedFindings(t, findingsModule, true); !slices.Equal(got, want) {
		t.Errorf("findings:\n got %v\nwant %v", got, want)
	}
	if !textSorted(lines) {
		t.Errorf("findings are not sorted by file, line, column, rule:\n%s", r.stdout)
	}
	if r.stderr != "" {
		t.Errorf("stderr:\n%s", r.stderr)
	}
}

func TestFindingsJSON(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule, "-format", "json")
	r.wantCode(t, exitFindings)
	report := decodeReport(t, r.stdout)
	if got, want := keysOfJSON(report.Diagnostics), expectedFindings(t, findingsModule, true); !slices.Equal(got, want) {
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
	lines := parseText(t, text.stdout)
	report := decodeReport(t, js.stdout)
	if len(lines) == 0 {
		t.Fatal("no findings to compare")
	}
	if len(lines) != len(report.Diagnostics) {
		t.Fatalf("%d text lines, %d JSON diagnostics", len(lines), len(report.Diagnostics))
	}
	for i, l := range lines {
		d := report.Diagnostics[i]
		if l != (textLine{File: d.File, Line: d.Line, Column: d.Column, Message: d.Message, Rule: d.Rule}) {
			t.Errorf("text %+v, JSON %+v", l, d)
		}
	}
}

func TestEnableDisable(t *testing.T) {
	all := expectedFindings(t, findingsModule, true)
	onlyRule := func(keep func(rule string) bool) []findingKey {
		var keys []findingKey
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
			r.wantCode(t, exitFindings)
			want := onlyRule(func(r string) bool { return r == rule })
			if got := keysOfText(parseText(t, r.stdout)); !slices.Equal(got, want) {
				t.Errorf("got %v\nwant %v", got, want)
			}
		})
		t.Run("disable="+rule, func(t *testing.T) {
			r := toolerrlint(t, "", "-C", findingsModule, "-disable", rule)
			want := onlyRule(func(r string) bool { return r != rule })
			r.wantCode(t, exitFindings)
			if got := keysOfText(parseText(t, r.stdout)); !slices.Equal(got, want) {
				t.Errorf("got %v\nwant %v", got, want)
			}
		})
	}
	// A rule that reports nothing in the module leaves a clean run.
	r := toolerrlint(t, "", "-C", findingsModule, "-enable", "nilresult")
	r.wantCode(t, exitClean)
}

func TestTestsFlag(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule, "-tests=false")
	r.wantCode(t, exitFindings)
	if got, want := keysOfText(parseText(t, r.stdout)), expectedFindings(t, findingsModule, false); !slices.Equal(got, want) {
		t.Errorf("-tests=false:\n got %v\nwant %v", got, want)
	}
}

func TestOutputFlagKeepsFindingsExitStatus(t *testing.T) {
	module := copyModule(t, findingsModule)
	r := toolerrlint(t, "", "-C", module, "-o", "findings.txt")
	r.wantCode(t, exitFindings)
	if r.stdout != "" {
		t.Errorf("report went to stdout:\n%s", r.stdout)
	}
	got := readFile(t, module, "findings.txt")
	if want := toolerrlint(t, "", "-C", findingsModule).stdout; got != want {
		t.Errorf("-o file:\n%s\nstdout without -o:\n%s", got, want)
	}
}
