package docs_test

import (
	"os"
	"regexp"
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

// The lists of rules a user copies name every rule, so that a new rule
// reaches Bazel builds and golangci-lint configs the day it lands.
func TestCopiedRuleListsNameEveryRule(t *testing.T) {
	for _, list := range []struct {
		file string
		item *regexp.Regexp
	}{
		{"integrations.md", regexp.MustCompile(`"@com_github_toolerrlint_toolerrlint//analyzers/(\w+)"`)},
		{"../.golangci.example.yml", regexp.MustCompile(`(?m)^\s+- (\w+)$`)},
	} {
		data, err := os.ReadFile(list.file)
		if err != nil {
			t.Fatal(err)
		}
		var named []string
		for _, m := range list.item.FindAllStringSubmatch(string(data), -1) {
			named = append(named, m[1])
		}
		for _, a := range analyzers.All {
			if !slices.Contains(named, a.Name) {
				t.Errorf("%s does not name the rule %s", list.file, a.Name)
			}
		}
	}
}
