package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// A server is one line of the list: a module of a public server at a
// commit, checked out under -servers as its name.
type server struct {
	Name     string   // the checkout's folder under -servers, and the table's row
	Repo     string   // owner/name on GitHub, for the reader
	Commit   string   // the commit the checkout holds
	Dir      string   // the module's folder inside the checkout
	Patterns []string // what is built, vetted, tested and analyzed
}

// readServers parses the list: one server a line, fields separated by
// blanks (name, repository, commit, module folder, then patterns, ./...
// when none), # starting a comment.
func readServers(path string) ([]server, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var list []server
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) < 4 {
			return nil, fmt.Errorf("%s:%d: want NAME REPO COMMIT DIR [PATTERNS], got %q", path, n, strings.TrimSpace(line))
		}
		s := server{Name: fields[0], Repo: fields[1], Commit: fields[2], Dir: fields[3], Patterns: fields[4:]}
		if seen[s.Name] {
			return nil, fmt.Errorf("%s:%d: %s listed twice", path, n, s.Name)
		}
		seen[s.Name] = true
		if len(s.Patterns) == 0 {
			s.Patterns = []string{"./..."}
		}
		list = append(list, s)
	}
	return list, sc.Err()
}
