package driver_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/docs"
	"github.com/toolerrlint/toolerrlint/internal/driver"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/format"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A rule is documented once, by its page: the analyzer's Doc, the explain
// command and the SARIF rule description all say what the page says.
func TestRuleDocumentationAgrees(t *testing.T) {
	sarif, _ := format.Lookup("sarif")
	var log bytes.Buffer
	if err := sarif.Write(&log, &report.Report{Rules: analyzers.All}); err != nil {
		t.Fatal(err)
	}
	described := drivertest.DecodeSARIF(t, log.String()).Runs[0].Tool.Driver.Rules
	if len(described) != len(analyzers.All) {
		t.Fatalf("SARIF describes %d rules, want %d", len(described), len(analyzers.All))
	}
	for i, a := range analyzers.All {
		page, ok := docs.Rule(a.Name)
		if !ok {
			t.Errorf("rule %s has no page docs/rules/%s.md", a.Name, a.Name)
			continue
		}
		doc, err := docs.AnalyzerDoc(a.Name)
		if err != nil {
			t.Error(err)
			continue
		}
		if a.Doc != doc {
			t.Errorf("rule %s: Doc differs from its page's:\n%s\nwant:\n%s", a.Name, a.Doc, doc)
		}

		var stdout, stderr bytes.Buffer
		if code := driver.Explain([]string{a.Name}, analyzers.All, &stdout, &stderr); code != report.ExitClean || stdout.String() != page {
			t.Errorf("explain %s exited %d and printed something other than its page:\n%s%s", a.Name, code, stdout.String(), stderr.String())
		}

		d := described[i]
		title, lead, _ := strings.Cut(doc, "\n\n")
		if d.ID != a.Name || d.ShortDescription.Text != title || d.HelpURI != a.URL {
			t.Errorf("SARIF rule %d: id %q, short %q, helpUri %q; want %q, %q, %q", i, d.ID, d.ShortDescription.Text, d.HelpURI, a.Name, title, a.URL)
		}
		if !slices.Equal(strings.Fields(d.FullDescription.Text), strings.Fields(lead)) {
			t.Errorf("SARIF rule %s: full description %q, want the page's lead", a.Name, d.FullDescription.Text)
		}
		if d.Help == nil || d.Help.Markdown != page {
			t.Errorf("SARIF rule %s: help is not the rule's page", a.Name)
		}
	}
}
