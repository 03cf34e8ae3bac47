package docs

import (
	"strings"
	"testing"
)

func TestAnalyzerDocOfAPage(t *testing.T) {
	doc, err := AnalyzerDoc("nilresult")
	if err != nil {
		t.Fatal(err)
	}
	title, lead, _ := strings.Cut(doc, "\n\n")
	if title != "report nil results returned with a nil error" {
		t.Errorf("title %q", title)
	}
	if !strings.HasPrefix(lead, "A tool handler returns a nil result") || strings.Contains(lead, "```") || strings.Contains(lead, "tag_note") || strings.Contains(lead, "#") {
		t.Errorf("lead is not the prose before the first section, without the sample output:\n%s", lead)
	}
}

func TestLead(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"\nOne\nline.\n\n```\nsample\n```\n\nTwo.\n\n## Section\n\nNot this.\n", "One\nline.\n\nTwo."},
		{"\n\n\nOnly.\n", "Only."},
		{"\n## Section\n", ""},
		{"\n```\n# not a heading\n```\nAfter.\n", "After."},
	} {
		if got := lead(tt.text); got != tt.want {
			t.Errorf("lead(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestAnalyzerDocOfAMissingOrMalformedPage(t *testing.T) {
	if _, err := AnalyzerDoc("no_such_rule"); err == nil {
		t.Error("a rule without a page has documentation")
	}
}
