package docs

import (
	"fmt"
	"strings"
)

// AnalyzerDoc returns the documentation of the named rule's analyzer,
// drawn from the rule's page so that the analyzer, toolerrlint explain,
// SARIF reports and the repository never disagree. The page opens with the
// heading "# NAME: TITLE"; the documentation is TITLE, a blank line, and
// the page's lead: the prose before its first section, without the sample
// output shown there.
func AnalyzerDoc(name string) (string, error) {
	page, ok := Rule(name)
	if !ok {
		return "", fmt.Errorf("rule %s has no page rules/%s.md", name, name)
	}
	heading, body, _ := strings.Cut(page, "\n")
	title, ok := strings.CutPrefix(heading, "# "+name+": ")
	if !ok || strings.TrimSpace(title) == "" {
		return "", fmt.Errorf("rules/%s.md: first line %q, want \"# %s: title\"", name, heading, name)
	}
	lead := lead(body)
	if lead == "" {
		return "", fmt.Errorf("rules/%s.md: no text before its first section", name)
	}
	return strings.TrimSpace(title) + "\n\n" + lead, nil
}

// MustAnalyzerDoc is AnalyzerDoc for the analyzers' declarations: a rule
// without a well-formed page is a build mistake, caught by any test.
func MustAnalyzerDoc(name string) string {
	doc, err := AnalyzerDoc(name)
	if err != nil {
		panic(err)
	}
	return doc
}

// lead returns the paragraphs of Markdown text before its first heading,
// leaving out fenced code blocks.
func lead(text string) string {
	var lines []string
	fenced := false
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "```"):
			fenced = !fenced
			continue
		case fenced:
			continue
		case strings.HasPrefix(line, "#"):
			return joinLines(lines)
		}
		lines = append(lines, line)
	}
	return joinLines(lines)
}

// joinLines joins lines, dropping blank lines at either end and keeping a
// single blank line between paragraphs.
func joinLines(lines []string) string {
	var b strings.Builder
	blank := false
	for _, line := range lines {
		if strings.TrimSpace(line) == "" {
			blank = b.Len() > 0
			continue
		}
		if blank {
			b.WriteString("\n\n")
		} else if b.Len() > 0 {
			b.WriteString("\n")
		}
		blank = false
		b.WriteString(line)
	}
	return b.String()
}
