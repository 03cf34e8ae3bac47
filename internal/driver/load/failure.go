package load

import (
	"errors"
	"strings"
)

// goFailure gives the failure of a whole load in the go command's own
// words. go/packages relays a go command that failed as "err: exit status
// 1: stderr: go: ...", which says more about go/packages than about what
// went wrong: the message is what go wrote on standard error, without the
// lines that announce downloads.
func goFailure(err error) error {
	msg := err.Error()
	_, stderr, ok := strings.Cut(msg, ": stderr: ")
	if !ok || !strings.HasPrefix(msg, "err: ") {
		return err
	}
	var lines []string
	for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if !strings.HasPrefix(line, "go: downloading ") {
			lines = append(lines, line)
		}
	}
	if len(lines) == 0 {
		return err
	}
	return errors.New(strings.Join(lines, "\n"))
}
