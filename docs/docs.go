// Package docs holds the documentation of every toolerrlint rule, one
// Markdown page per rule under rules/, embedded so that the command can
// print a rule's page (toolerrlint explain RULE) and attach it to SARIF
// reports from the same source the repository shows.
package docs

import (
	"embed"
	"io/fs"
	"strings"
)

//go:embed rules/*.md
var rules embed.FS

// Rule returns the Markdown page of the named rule, and false when the
// rule has no page.
func Rule(name string) (string, bool) {
	if name == "" || strings.ContainsAny(name, `/\.`) {
		return "", false
	}
	page, err := fs.ReadFile(rules, "rules/"+name+".md")
	if err != nil {
		return "", false
	}
	return string(page), true
}
