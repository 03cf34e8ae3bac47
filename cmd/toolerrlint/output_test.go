package main

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A textLine is one parsed line of the text format.
type textLine struct {
	File    string
	Line    int
	Column  int
	Message string
	Rule    string
}

var textLinePattern = regexp.MustCompile(`^(.+):(\d+):(\d+): (.+) \(([a-z]+)\)$`)

// parseText parses text-format output, failing on any line that does not
// have the documented FILE:LINE:COL: MESSAGE (RULE) shape.
func parseText(t *testing.T, out string) []textLine {
	t.Helper()
	var lines []textLine
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
		lines = append(lines, textLine{File: m[1], Line: line, Column: col, Message: m[4], Rule: m[5]})
	}
	return lines
}

// textSorted reports whether the lines are in the documented order: by
// file, line, column, then rule.
func textSorted(lines []textLine) bool {
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

// keysOfText reduces text lines to rule, file and line.
func keysOfText(lines []textLine) []findingKey {
	keys := make([]findingKey, len(lines))
	for i, l := range lines {
		keys[i] = findingKey{Rule: l.Rule, File: l.File, Line: l.Line}
	}
	sortKeys(keys)
	return keys
}

// The JSON report as the contract describes it.
type reportJSON struct {
	Version     int              `json:"version"`
	Diagnostics []diagnosticJSON `json:"diagnostics"`
	Errors      []errorJSON      `json:"errors"`
}

type diagnosticJSON struct {
	Rule           string    `json:"rule"`
	File           string    `json:"file"`
	Line           int       `json:"line"`
	Column         int       `json:"column"`
	EndLine        int       `json:"end_line"`
	EndColumn      int       `json:"end_column"`
	Message        string    `json:"message"`
	URL            string    `json:"url"`
	SuggestedFixes []fixJSON `json:"suggested_fixes"`
}

type fixJSON struct {
	Message string     `json:"message"`
	Edits   []editJSON `json:"edits"`
}

type editJSON struct {
	File    string `json:"file"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	NewText string `json:"new_text"`
}

type errorJSON struct {
	Package string `json:"package"`
	Message string `json:"message"`
}

// decodeReport decodes a JSON report after checking that every object in
// it has exactly the documented fields, so that a renamed, missing or extra
// field fails here even where the typed decoding would not notice.
func decodeReport(t *testing.T, out string) reportJSON {
	t.Helper()
	var raw map[string]any
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out)
	}
	wantFields(t, "report", raw, "version", "diagnostics", "errors")
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
	var r reportJSON
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

// keysOfJSON reduces diagnostics to rule, file and line.
func keysOfJSON(diags []diagnosticJSON) []findingKey {
	keys := make([]findingKey, len(diags))
	for i, d := range diags {
		keys[i] = findingKey{Rule: d.Rule, File: d.File, Line: d.Line}
	}
	sortKeys(keys)
	return keys
}
