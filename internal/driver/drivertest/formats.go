// Package drivertest holds what the tests of the command and of the
// driver share: parsers of each output format written from the documented
// contract rather than from the types that produce it, the fixture
// modules and their expected findings, and helpers to run the command and
// to copy, write and read modules.
package drivertest

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A TextLine is one parsed line of the text format.
type TextLine struct {
	File    string
	Line    int
	Column  int
	Message string
	Rule    string
}

var textLinePattern = regexp.MustCompile(`^(.+):(\d+):(\d+): (.+) \(([a-z]+)\)$`)

// ParseText parses text-format output, failing on any line that does not
// have the documented FILE:LINE:COL: MESSAGE (RULE) shape.
func ParseText(t *testing.T, out string) []TextLine {
	t.Helper()
	var lines []TextLine
	for _, s := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if s == "" {
			continue
		}
		m := textLinePattern.FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("line %q is not FILE:LINE:COL: MESSAGE (RULE)", s)
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		lines = append(lines, TextLine{File: m[1], Line: line, Column: col, Message: m[4], Rule: m[5]})
	}
	return lines
}

// TextSorted reports whether the lines are in the documented order: by
// file, line, column, then rule.
func TextSorted(lines []TextLine) bool {
	for i := 1; i < len(lines); i++ {
		a, b := lines[i-1], lines[i]
		if a.File != b.File {
			if a.File > b.File {
				return false
			}
			continue
		}
		if a.Line != b.Line {
			if a.Line > b.Line {
				return false
			}
			continue
		}
		if a.Column != b.Column {
			if a.Column > b.Column {
				return false
			}
			continue
		}
		if a.Rule > b.Rule {
			return false
		}
	}
	return true
}

// KeysOfText reduces text lines to rule, file and line.
func KeysOfText(lines []TextLine) []FindingKey {
	keys := make([]FindingKey, len(lines))
	for i, l := range lines {
		keys[i] = FindingKey{Rule: l.Rule, File: l.File, Line: l.Line}
	}
	SortKeys(keys)
	return keys
}

// ReportJSON is the JSON report as the contract describes it.
type ReportJSON struct {
	Version     int              `json:"version"`
	Diagnostics []DiagnosticJSON `json:"diagnostics"`
	Errors      []ErrorJSON      `json:"errors"`
	Baseline    *BaselineJSON    `json:"baseline"`
}

// BaselineJSON is the report's baseline: the -baseline file and its
// entries that matched no finding.
type BaselineJSON struct {
	File  string              `json:"file"`
	Stale []BaselineEntryJSON `json:"stale"`
}

type BaselineEntryJSON struct {
	File    string `json:"file"`
	Rule    string `json:"rule"`
	Tool    string `json:"tool"`
	Message string `json:"message"`
	Count   int    `json:"count"`
}

type DiagnosticJSON struct {
	Rule           string    `json:"rule"`
	File           string    `json:"file"`
	Line           int       `json:"line"`
	Column         int       `json:"column"`
	EndLine        int       `json:"end_line"`
	EndColumn      int       `json:"end_column"`
	Message        string    `json:"message"`
	URL            string    `json:"url"`
	SuggestedFixes []FixJSON `json:"suggested_fixes"`
}

type FixJSON struct {
	Message string     `json:"message"`
	Edits   []EditJSON `json:"edits"`
}

type EditJSON struct {
	File    string `json:"file"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	NewText string `json:"new_text"`
}

type ErrorJSON struct {
	Package string `json:"package"`
	Message string `json:"message"`
}

// DecodeReport decodes a JSON report after checking that every object in
// it has exactly the documented fields, so that a renamed, missing or extra
// field fails here even where the typed decoding would not notice.
func DecodeReport(t *testing.T, out string) ReportJSON {
	t.Helper()
	var raw map[string]any
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out)
	}
	wantFields(t, "report", raw, "version", "diagnostics", "errors", "baseline")
	if b, ok := raw["baseline"].(map[string]any); ok {
		wantFields(t, "baseline", b, "file", "stale")
		for _, e := range list(t, b, "stale") {
			wantFields(t, "stale baseline entry", e, "file", "rule", "tool", "message", "count")
		}
	} else if raw["baseline"] != nil {
		t.Errorf("baseline is %T, want an object or null", raw["baseline"])
	}
	for _, d := range list(t, raw, "diagnostics") {
		wantFields(t, "diagnostic", d, "rule", "file", "line", "column", "end_line", "end_column", "message", "url", "suggested_fixes")
		for _, f := range list(t, d, "suggested_fixes") {
			wantFields(t, "suggested fix", f, "message", "edits")
			for _, e := range list(t, f, "edits") {
				wantFields(t, "edit", e, "file", "start", "end", "new_text")
			}
		}
	}
	for _, e := range list(t, raw, "errors") {
		wantFields(t, "error", e, "package", "message")
	}
	var r ReportJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Version != 1 {
		t.Errorf("version %d, want 1", r.Version)
	}
	return r
}

func wantFields(t *testing.T, what string, obj map[string]any, fields ...string) {
	t.Helper()
	for _, f := range fields {
		if _, ok := obj[f]; !ok {
			t.Errorf("%s has no %q field: %v", what, f, obj)
		}
	}
	if len(obj) != len(fields) {
		t.Errorf("%s has fields %v, want exactly %v", what, keysOf(obj), fields)
	}
}

// list returns the array field of obj, which must be present and not null.
func list(t *testing.T, obj map[string]any, field string) []map[string]any {
	t.Helper()
	arr, ok := obj[field].([]any)
	if !ok {
		t.Fatalf("%q is %T, want an array", field, obj[field])
	}
	out := make([]map[string]any, len(arr))
	for i, v := range arr {
		m, ok := v.(map[string]any)
		if !ok {
			t.Fatalf("%q[%d] is %T, want an object", field, i, v)
		}
		out[i] = m
	}
	return out
}

func keysOf(m map[string]any) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

// KeysOfJSON reduces diagnostics to rule, file and line.
func KeysOfJSON(diags []DiagnosticJSON) []FindingKey {
	keys := make([]FindingKey, len(diags))
	for i, d := range diags {
		keys[i] = FindingKey{Rule: d.Rule, File: d.File, Line: d.Line}
	}
	SortKeys(keys)
	return keys
}
