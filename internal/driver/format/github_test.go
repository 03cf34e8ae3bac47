package format

import (
	"bytes"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

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
		if drivertest.UnescapeGitHub(tc.property) != tc.in || drivertest.UnescapeGitHub(tc.data) != tc.in {
			t.Errorf("%q does not survive escaping", tc.in)
		}
	}
}

// GitHub takes col and endColumn only on one line: a finding that spans
// lines is annotated from where it starts. Messages that would end the
// command early are escaped.
func TestGitHubMultiLineFindingAndEscapes(t *testing.T) {
	r := &report.Report{Findings: []report.Finding{
		{Rule: "protocolerr", File: "tools/a,b.go", Line: 3, Column: 2, EndLine: 5, EndColumn: 3, Message: "returns 100% of\nits errors"},
		{Rule: "nilresult", File: "tools/c.go", Line: 7, Column: 9, EndLine: 7, EndColumn: 20, Message: "one line"},
	}}
	var out bytes.Buffer
	if err := (githubFormat{}).Write(&out, r); err != nil {
		t.Fatal(err)
	}
	want := "::error file=tools/a%2Cb.go,line=3,col=2,title=protocolerr::returns 100%25 of%0Aits errors\n" +
		"::error file=tools/c.go,line=7,col=9,endLine=7,endColumn=20,title=nilresult::one line\n"
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}
