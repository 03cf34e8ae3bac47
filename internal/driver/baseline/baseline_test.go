package baseline

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

func finding(file string, line int, rule, message string) report.Finding {
	return report.Finding{Rule: rule, File: filepath.FromSlash(file), Line: line, Column: 3, EndLine: line, EndColumn: 9, Message: message}
}

const (
	getIssue = `tool "get_issue" returns an error built in place as a protocol error (-32603), which the model never sees; return an isError result`
	panics   = `tool "list_notes" calls panic, which crashes the server; return an isError result`
)

func lines(fs []report.Finding) []int {
	var ls []int
	for _, f := range fs {
		ls = append(ls, f.Line)
	}
	return ls
}

// An entry survives a move of its finding; each entry absorbs as many
// findings as it counts, the first in report order; a finding in another
// file, of another rule or with other words is new.
func TestFilter(t *testing.T) {
	b := Of([]report.Finding{
		finding("mcpgo/issues.go", 27, "protocolerr", getIssue),
		finding("mcpgo/issues.go", 31, "protocolerr", getIssue),
		finding("gosdk/notes.go", 59, "handlerpanic", panics),
	})
	got := b.Filter([]report.Finding{
		finding("mcpgo/issues.go", 40, "protocolerr", getIssue),   // moved
		finding("mcpgo/issues.go", 45, "protocolerr", getIssue),   // moved
		finding("mcpgo/issues.go", 50, "protocolerr", getIssue),   // a third: new
		finding("mcpgo/other.go", 27, "protocolerr", getIssue),    // another file
		finding("gosdk/notes.go", 59, "nilresult", panics),        // another rule
		finding("gosdk/notes.go", 70, "handlerpanic", panics+"."), // other words
	})
	if want := []int{50, 27, 59, 70}; !slices.Equal(lines(got), want) {
		t.Errorf("kept the findings at lines %v, want %v", lines(got), want)
	}
	// A fixed finding matches nothing and costs nothing.
	if got := b.Filter(nil); len(got) != 0 {
		t.Errorf("Filter(nil) = %v", got)
	}
	if got := b.Filter([]report.Finding{finding("gosdk/notes.go", 12, "handlerpanic", panics)}); len(got) != 0 {
		t.Errorf("the one finding left is reported: %v", got)
	}
}

// The file is the same bytes for the same findings in any order: sorted
// by file, rule, tool and message, with slash-separated paths and counts.
func TestEncodeIsStableAndSorted(t *testing.T) {
	findings := []report.Finding{
		finding("mcpgo/issues.go", 31, "protocolerr", getIssue),
		finding("gosdk/notes.go", 59, "handlerpanic", panics),
		finding("mcpgo/issues.go", 27, "protocolerr", getIssue),
		finding("billing/invoices.go", 72, "closedcodes", `"refund_window_closed" is not one of the codes declared by errs.Code; use one of its constants <&>`),
	}
	var first, second bytes.Buffer
	if err := Of(findings).Encode(&first); err != nil {
		t.Fatal(err)
	}
	slices.Reverse(findings)
	if err := Of(findings).Encode(&second); err != nil {
		t.Fatal(err)
	}
	if first.String() != second.String() {
		t.Fatalf("the order of the findings changes the file:\n%s\n%s", first.String(), second.String())
	}
	want := `{
  "version": 1,
  "findings": [
    {
      "file": "billing/invoices.go",
      "rule": "closedcodes",
      "tool": "",
      "message": "\"refund_window_closed\" is not one of the codes declared by errs.Code; use one of its constants <&>",
      "count": 1
    },
    {
      "file": "gosdk/notes.go",
      "rule": "handlerpanic",
      "tool": "list_notes",
      "message": "tool \"list_notes\" calls panic, which crashes the server; return an isError result",
      "count": 1
    },
    {
      "file": "mcpgo/issues.go",
      "rule": "protocolerr",
      "tool": "get_issue",
      "message": "tool \"get_issue\" returns an error built in place as a protocol error (-32603), which the model never sees; return an isError result",
      "count": 2
    }
  ]
}
`
	if first.String() != want {
		t.Errorf("file:\n%s\nwant:\n%s", first.String(), want)
	}
	decoded, err := Decode("b.json", first.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := decoded.Encode(&again); err != nil || again.String() != want {
		t.Errorf("decoded and encoded again:\n%s%v", again.String(), err)
	}
}

func TestDecodeErrors(t *testing.T) {
	entry := `{"file": "a.go", "rule": "nilresult", "tool": "", "message": "m", "count": 1}`
	for _, tc := range []struct{ name, data, want string }{
		{"not JSON", "version: 1\n", "b.json: 1:1: invalid character 'v' looking for beginning of value"},
		{"syntax error on a later line", "{\n  \"version\": 1,\n  \"findings\": [\n    {\"file\": \"a.go\",}\n  ]\n}\n", "b.json: 4:21: invalid character '}' looking for beginning of object key string"},
		{"cut short", "{\"version\": 1, \"findings\": [", "b.json: 1:29: unexpected end of the file"},
		{"a string for a number", `{"version": "1"}`, "b.json: 1:16: version holds a JSON string, not a int"},
		{"unknown field", `{"version": 1, "entries": []}`, `b.json: unknown field "entries"`},
		{"two values", `{"version": 1} {}`, "b.json: 1:16: more than one JSON value"},
		{"no version", `{"findings": []}`, "b.json: no version: not a toolerrlint baseline (write one with -write-baseline)"},
		{"a later version", `{"version": 2, "findings": []}`, "b.json: version 2 is not supported; this toolerrlint reads version 1"},
		{"no rule", `{"version": 1, "findings": [{"file": "a.go", "message": "m", "count": 1}]}`, "b.json: finding 1: file, rule and message are required"},
		{"no count", `{"version": 1, "findings": [` + entry + `, {"file": "a.go", "rule": "nilresult", "message": "n"}]}`, "b.json: finding 2: count 0; an entry holds a finding at least once"},
		{"the same entry twice", `{"version": 1, "findings": [` + entry + `, ` + entry + `]}`, "b.json: finding 2: the same finding as an earlier entry; give that one a count instead"},
	} {
		_, err := Decode("b.json", []byte(tc.data))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
	if b, err := Decode("b.json", []byte(`{"version": 1, "findings": []}`)); err != nil || len(b.Filter([]report.Finding{finding("a.go", 1, "nilresult", "m")})) != 1 {
		t.Errorf("an empty baseline: %v", err)
	}
}

// Match leaves out what Filter leaves out, and returns what the baseline
// holds beyond the findings: an entry no finding matched with its whole
// count, an entry matched fewer times than it counts with the rest, in
// file order.
func TestMatchStale(t *testing.T) {
	b := Of([]report.Finding{
		finding("mcpgo/issues.go", 27, "protocolerr", getIssue),
		finding("mcpgo/issues.go", 31, "protocolerr", getIssue),
		finding("gosdk/notes.go", 59, "handlerpanic", panics),
		finding("gosdk/notes.go", 60, "nilresult", panics),
	})
	findings := []report.Finding{
		finding("mcpgo/issues.go", 40, "protocolerr", getIssue),
		finding("gosdk/notes.go", 70, "nilresult", panics),
		finding("gosdk/new.go", 1, "nilresult", panics),
	}
	kept, stale := b.Match(findings)
	if want := b.Filter(findings); !slices.EqualFunc(kept, want, func(a, b report.Finding) bool { return a.ID() == b.ID() }) {
		t.Errorf("Match kept %v, Filter %v", lines(kept), lines(want))
	}
	want := []report.BaselineEntry{
		{File: "gosdk/notes.go", Rule: "handlerpanic", Tool: "list_notes", Message: panics, Count: 1},
		{File: "mcpgo/issues.go", Rule: "protocolerr", Tool: "get_issue", Message: getIssue, Count: 1},
	}
	if !slices.Equal(stale, want) {
		t.Errorf("stale %+v,\nwant %+v", stale, want)
	}
	if _, stale := b.Match(append(findings, finding("mcpgo/issues.go", 50, "protocolerr", getIssue), finding("gosdk/notes.go", 1, "handlerpanic", panics))); len(stale) != 0 {
		t.Errorf("every entry matched, stale %+v", stale)
	}
}

// A fingerprint is the finding's key: the same after the finding moves
// to another line or column, different for another file, rule or message.
func TestFingerprint(t *testing.T) {
	f := finding("mcpgo/issues.go", 27, "protocolerr", getIssue)
	moved := f
	moved.Line, moved.EndLine, moved.Column = 90, 90, 12
	if Fingerprint(f) != Fingerprint(moved) {
		t.Errorf("the fingerprint changes when the finding moves")
	}
	if fp := Fingerprint(f); len(fp) != 64 || strings.Trim(fp, "0123456789abcdef") != "" {
		t.Errorf("fingerprint %q, want 64 hex digits", fp)
	}
	for _, other := range []report.Finding{
		finding("mcpgo/other.go", 27, "protocolerr", getIssue),
		finding("mcpgo/issues.go", 27, "nilresult", getIssue),
		finding("mcpgo/issues.go", 27, "protocolerr", panics),
	} {
		if Fingerprint(other) == Fingerprint(f) {
			t.Errorf("%s %s %q has the fingerprint of %s %s", other.File, other.Rule, other.Message, f.File, f.Rule)
		}
	}
}
