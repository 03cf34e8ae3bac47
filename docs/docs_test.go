package docs_test

import (
	"bufio"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/docs"
)

// Every rule has a page, and the page's first heading names the rule and
// gives its title.
func TestEveryRuleHasAPage(t *testing.T) {
	for _, a := range analyzers.All {
		page, ok := docs.Rule(a.Name)
		if !ok {
			t.Errorf("rule %s has no page rules/%s.md", a.Name, a.Name)
			continue
		}
		heading, ok := firstHeading(page)
		if !ok {
			t.Errorf("rules/%s.md has no heading", a.Name)
			continue
		}
		if name, title, _ := strings.Cut(heading, ": "); name != a.Name || title == "" {
			t.Errorf("rules/%s.md: first heading %q, want %q", a.Name, heading, a.Name+": title")
		}
	}
}

// Every page is the documentation of its rule's analyzer.
func TestAnalyzerDocIsDrawnFromThePage(t *testing.T) {
	for _, a := range analyzers.All {
		doc, err := docs.AnalyzerDoc(a.Name)
		if err != nil {
			t.Error(err)
			continue
		}
		if a.Doc != doc {
			t.Errorf("rule %s: Doc is not drawn from rules/%s.md:\n%s\nwant:\n%s", a.Name, a.Name, a.Doc, doc)
		}
	}
}

// Every page's URL is where the rule's analyzer sends users.
func TestAnalyzerURLsNameTheirPages(t *testing.T) {
	for _, a := range analyzers.All {
		if !strings.HasSuffix(a.URL, "/docs/rules/"+a.Name+".md") {
			t.Errorf("rule %s: URL %q does not lead to docs/rules/%s.md", a.Name, a.URL, a.Name)
		}
	}
}

func TestUnknownRuleHasNoPage(t *testing.T) {
	for _, name := range []string{"", "no_such_rule", "../docs", "rules/protocolerr", "protocolerr.md"} {
		if page, ok := docs.Rule(name); ok {
			t.Errorf("Rule(%q) = %.40q, true; want no page", name, page)
		}
	}
}

// firstHeading returns the text of the first ATX heading of a Markdown
// page, of any level, outside fenced code blocks.
func firstHeading(page string) (string, bool) {
	sc := bufio.NewScanner(strings.NewReader(page))
	fenced := false
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
			continue
		}
		if fenced || !strings.HasPrefix(line, "#") {
			continue
		}
		text := strings.TrimLeft(line, "#")
		if text == "" || text[0] != ' ' {
			continue // "#tag" is not a heading
		}
		return strings.TrimSpace(text), true
	}
	return "", false
}
