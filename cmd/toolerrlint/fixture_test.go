package main

import (
	"bufio"
	"cmp"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// A findingKey identifies a finding by rule, file (slash-separated,
// relative to the module) and line.
type findingKey struct {
	Rule string
	File string
	Line int
}

// expectMarker is the comment the fixture modules put on each line where
// a rule must report: `// expect RULE`.
var expectMarker = regexp.MustCompile(`// expect ([a-z]+)\s*$`)

// expectedFindings reads the expect markers of the Go files of a fixture
// module, leaving out test files unless withTests.
func expectedFindings(t *testing.T, module string, withTests bool) []findingKey {
	t.Helper()
	var keys []findingKey
	forEachGoLine(t, module, withTests, func(file string, line int, text string) {
		if m := expectMarker.FindStringSubmatch(text); m != nil {
			keys = append(keys, findingKey{Rule: m[1], File: file, Line: line})
		}
	})
	sortKeys(keys)
	return keys
}

// A sourcePosition is a 1-based line and byte column in a fixture file.
type sourcePosition struct {
	File   string
	Line   int
	Column int
}

// occurrences lists where text occurs in the Go files of a fixture module.
func occurrences(t *testing.T, module, text string, withTests bool) []sourcePosition {
	t.Helper()
	var positions []sourcePosition
	forEachGoLine(t, module, withTests, func(file string, line int, s string) {
		for i, col := strings.Index(s, text), 0; i >= 0; i = strings.Index(s[col:], text) {
			col += i
			positions = append(positions, sourcePosition{File: file, Line: line, Column: col + 1})
			col += len(text)
		}
	})
	return positions
}

func forEachGoLine(t *testing.T, module string, withTests bool, visit func(file string, line int, text string)) {
	t.Helper()
	err := filepath.WalkDir(module, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		if !withTests && strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(module, path)
		if err != nil {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			visit(filepath.ToSlash(rel), line, sc.Text())
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
}

func sortKeys(keys []findingKey) {
	slices.SortFunc(keys, func(a, b findingKey) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Rule, b.Rule))
	})
}
