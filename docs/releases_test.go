package docs_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// citedRelease matches where the documentation names a release of
// toolerrlint: an install at a version, a pre-commit rev, a golangci-lint
// plugin's version (indented under plugins:, where golangci-lint's own
// version is not).
var citedRelease = regexp.MustCompile(`(?m)(?:cmd/toolerrlint@|^[ \t]+rev: |^[ \t]+version: )(v\d+\.\d+\.\d+[^\s#]*)`)

// releaseHeading matches a released version's heading in CHANGELOG.md.
var releaseHeading = regexp.MustCompile(`(?m)^## \[(\d+\.\d+\.\d+\S*)\] - \d{4}-\d{2}-\d{2}$`)

// Every release the documentation cites is one CHANGELOG.md records.
func TestCitedReleasesAreInTheChangelog(t *testing.T) {
	changelog, err := os.ReadFile(filepath.Join("..", "CHANGELOG.md"))
	if err != nil {
		t.Fatal(err)
	}
	var released []string
	for _, m := range releaseHeading.FindAllStringSubmatch(string(changelog), -1) {
		released = append(released, "v"+m[1])
	}
	if len(released) == 0 {
		t.Fatal("CHANGELOG.md records no release")
	}
	pages, _ := filepath.Glob("*.md")
	pages = append(pages, filepath.Join("..", "README.md"))
	cited := 0
	for _, page := range pages {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range citedRelease.FindAllStringSubmatch(string(data), -1) {
			cited++
			if !slices.Contains(released, m[1]) {
				t.Errorf("%s cites toolerrlint %s, which CHANGELOG.md does not record (it records %v)", page, m[1], released)
			}
		}
	}
	if cited == 0 {
		t.Error("no page cites a release; the pattern no longer matches the documentation")
	}
}
