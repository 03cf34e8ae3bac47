package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A githubCommand is one parsed ::error workflow command.
type githubCommand struct {
	Props   map[string]string // unescaped
	Message string            // unescaped
}

var githubCommandPattern = regexp.MustCompile(`^::error(?: ([^:]*))?::(.*)$`)

// parseGitHub parses annotations as the Actions runner reads them, failing
// on any line that is not one, and unescapes properties and messages.
func parseGitHub(t *testing.T, out string) []githubCommand {
	t.Helper()
	var cmds []githubCommand
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if line == "" {
			continue
		}
		m := githubCommandPattern.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("line %q is not an ::error workflow command", line)
		}
		cmd := githubCommand{Props: make(map[string]string), Message: unescapeGitHub(m[2])}
		if m[1] != "" {
			for _, kv := range strings.Split(m[1], ",") {
				k, v, ok := strings.Cut(kv, "=")
				if !ok {
					t.Fatalf("property %q of %q has no value", kv, line)
				}
				cmd.Props[k] = unescapeGitHub(v)
			}
		}
		cmds = append(cmds, cmd)
	}
	return cmds
}

// unescapeGitHub undoes the runner's escapes, as the runner does.
func unescapeGitHub(s string) string {
	return strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%").Replace(s)
}

func TestGitHubEscaping(t *testing.T) {
	for _, tc := range []struct{ in, data, property string }{
		{"plain", "plain", "plain"},
		{"100% sure", "100%25 sure", "100%25 sure"},
		{"a\nb\r\nc", "a%0Ab%0D%0Ac", "a%0Ab%0D%0Ac"},
		{"dir:x/a,b.go", "dir:x/a,b.go", "dir%3Ax/a%2Cb.go"},
		{"%0A is not a newline", "%250A is not a newline", "%250A is not a newline"},
		{"::error::", "::error::", "%3A%3Aerror%3A%3A"},
	} {
		if got := escapeGitHubData(tc.in); got != tc.data {
			t.Errorf("escapeGitHubData(%q) = %q, want %q", tc.in, got, tc.data)
		}
		if got := escapeGitHubProperty(tc.in); got != tc.property {
			t.Errorf("escapeGitHubProperty(%q) = %q, want %q", tc.in, got, tc.property)
		}
		if unescapeGitHub(tc.property) != tc.in || unescapeGitHub(tc.data) != tc.in {
			t.Errorf("%q does not survive escaping", tc.in)
		}
	}
}

// The real rules on the findings module: one annotation per finding, with
// the finding's file, range, rule and words.
func TestGitHubFindings(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule, "-format", "github")
	r.wantCode(t, exitFindings)
	cmds := parseGitHub(t, r.stdout)
	js := decodeReport(t, toolerrlint(t, "", "-C", findingsModule, "-format", "json").stdout)
	if len(cmds) != len(js.Diagnostics) || len(cmds) == 0 {
		t.Fatalf("%d annotations, %d JSON diagnostics", len(cmds), len(js.Diagnostics))
	}
	for i, c := range cmds {
		d := js.Diagnostics[i]
		want := map[string]string{
			"file":  d.File,
			"line":  strconv.Itoa(d.Line),
			"col":   strconv.Itoa(d.Column),
			"title": d.Rule,
		}
		if d.EndLine == d.Line {
			want["endLine"] = strconv.Itoa(d.EndLine)
			want["endColumn"] = strconv.Itoa(d.EndColumn)
		}
		if !equalMaps(c.Props, want) || c.Message != d.Message {
			t.Errorf("annotation %d: %v %q\nwant %v %q", i, c.Props, c.Message, want, d.Message)
		}
	}
	if !strings.HasPrefix(r.stdout, "::error file=") {
		t.Errorf("annotations do not start with the file property:\n%s", r.stdout)
	}
}

// GitHub takes col and endColumn only on one line: a finding that spans
// lines is annotated from where it starts. Messages that would end the
// command early are escaped.
func TestGitHubMultiLineFindingAndEscapes(t *testing.T) {
	r := &report{Findings: []finding{
		{Rule: "protocolerr", File: "tools/a,b.go", Line: 3, Column: 2, EndLine: 5, EndColumn: 3, Message: "returns 100% of\nits errors"},
		{Rule: "nilresult", File: "tools/c.go", Line: 7, Column: 9, EndLine: 7, EndColumn: 20, Message: "one line"},
	}}
	var out bytes.Buffer
	if err := (githubFormat{}).write(&out, r); err != nil {
		t.Fatal(err)
	}
	want := "::error file=tools/a%2Cb.go,line=3,col=2,title=protocolerr::returns 100%25 of%0Aits errors\n" +
		"::error file=tools/c.go,line=7,col=9,endLine=7,endColumn=20,title=nilresult::one line\n"
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}

// A failed run is annotated too, naming the package.
func TestGitHubRunFailure(t *testing.T) {
	r := toolerrlint(t, "", "-C", "testdata/broken", "-format", "github")
	r.wantCode(t, exitFailure)
	cmds := parseGitHub(t, r.stdout)
	if len(cmds) != 1 {
		t.Fatalf("annotations %+v, want the one type error", cmds)
	}
	c := cmds[0]
	if c.Props["title"] != "toolerrlint" || !strings.Contains(c.Message, "example.com/broken/bad") || !strings.Contains(c.Message, "undefined: undefinedAnswer") {
		t.Errorf("annotation %+v", c)
	}
}

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}
