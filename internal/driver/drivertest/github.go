package drivertest

import (
	"regexp"
	"strings"
	"testing"
)

// A GitHubCommand is one parsed ::error workflow command.
type GitHubCommand struct {
	Props   map[string]string // unescaped
	Message string            // unescaped
}

var githubCommandPattern = regexp.MustCompile(`^::error(?: ([^:]*))?::(.*)$`)

// ParseGitHub parses annotations as the Actions runner reads them, failing
// on any line that is not one, and unescapes properties and messages.
func ParseGitHub(t *testing.T, out string) []GitHubCommand {
	t.Helper()
	var cmds []GitHubCommand
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if line == "" {
			continue
		}
		m := githubCommandPattern.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("line %q is not an ::error workflow command", line)
		}
		cmd := GitHubCommand{Props: make(map[string]string), Message: UnescapeGitHub(m[2])}
		if m[1] != "" {
			for _, kv := range strings.Split(m[1], ",") {
				k, v, ok := strings.Cut(kv, "=")
				if !ok {
					t.Fatalf("property %q of %q has no value", kv, line)
				}
				cmd.Props[k] = UnescapeGitHub(v)
			}
		}
		cmds = append(cmds, cmd)
	}
	return cmds
}

// UnescapeGitHub undoes the runner's escapes, as the runner does.
func UnescapeGitHub(s string) string {
	return strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%").Replace(s)
}
