package docs_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// citedRef matches where the documentation names a version of
// toolerrlint to fetch: an install at a version, a pre-commit rev, a
// golangci-lint plugin's version (indented under plugins:, where
// golangci-lint's own version is not), the action at a ref.
var citedRef = regexp.MustCompile(`(?m)(?:cmd/toolerrlint@|^[ \t]+rev: |^[ \t]+version: |uses: toolerrlint/toolerrlint@)([^\s#]+)`)

// needsNoTag matches the refs that resolve whether or not a release is
// tagged: the newest commit (latest, main) or a commit hash.
var needsNoTag = regexp.MustCompile(`^(latest|main|[0-9a-f]{7,40})$`)

// Every version of toolerrlint the documentation tells users to fetch
// exists: go install, pre-commit, golangci-lint custom and the action each
// fail on a version no tag marks. A release version is cited only once
// the repository has its tag.
func TestCitedVersionsExist(t *testing.T) {
	pages, _ := filepath.Glob("*.md")
	pages = append(pages, filepath.Join("..", "README.md"))
	tags := repositoryTags()
	cited := 0
	for _, page := range pages {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range citedRef.FindAllStringSubmatch(string(data), -1) {
			cited++
			ref := m[1]
			switch {
			case needsNoTag.MatchString(ref):
			case tags == nil:
				t.Logf("%s cites toolerrlint %s; this checkout has no tags to check it against", page, ref)
			case !tags[ref]:
				t.Errorf("%s cites toolerrlint %s, which no tag of the repository marks; cite latest, main or a commit until it is tagged", page, ref)
			}
		}
	}
	if cited == 0 {
		t.Error("no page cites a version; the pattern no longer matches the documentation")
	}
}

// repositoryTags are the tags of the repository the tests run in; nil
// when they cannot be known (no git, a copy without its history, a
// shallow clone, which fetches no tags).
func repositoryTags() map[string]bool {
	shallow, err := exec.Command("git", "-C", "..", "rev-parse", "--is-shallow-repository").Output()
	if err != nil || strings.TrimSpace(string(shallow)) != "false" {
		return nil
	}
	out, err := exec.Command("git", "-C", "..", "tag", "--list").Output()
	if err != nil {
		return nil
	}
	tags := make(map[string]bool)
	for _, tag := range strings.Fields(string(out)) {
		tags[tag] = true
	}
	return tags
}
