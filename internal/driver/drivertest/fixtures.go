package drivertest

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

// A FindingKey identifies a finding by rule, file (slash-separated,
// relative to the module) and line.
type FindingKey struct {
	Rule string
	File string
	Line int
}

// expectMarker is the comment the fixture modules put on each line where
// a rule must report: `// expect RULE`.
var expectMarker = regexp.MustCompile(`// expect ([a-z]+)\s*$`)

// ExpectedFindings reads the expect markers of the Go files of a fixture
// module, leaving out test files unless withTests.
func ExpectedFindings(t *testing.T, module string, withTests bool) []FindingKey {
	t.Helper()
	var keys []FindingKey
	forEachGoLine(t, module, withTests, func(file string, line int, text string) {
		if m := expectMarker.FindStringSubmatch(text); m != nil {
			keys = append(keys, FindingKey{Rule: m[1], File: file, Line: line})
		}
	})
	SortKeys(keys)
	return keys
}

// A SourcePosition is a 1-based line and byte column in a fixture file.
type SourcePosition struct {
	File   string
	Line   int
	Column int
}

// Occurrences lists where text occurs in the Go files of a fixture module.
func Occurrences(t *testing.T, module, text string, withTests bool) []SourcePosition {
	t.Helper()
	var positions []SourcePosition
	forEachGoLine(t, module, withTests, func(file string, line int, s string) {
		for i, col := strings.Index(s, text), 0; i >= 0; i = strings.Index(s[col:], text) {
			col += i
			positions = append(positions, SourcePosition{File: file, Line: line, Column: col + 1})
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

// SortKeys orders keys by file, line and rule.
func SortKeys(keys []FindingKey) {
	slices.SortFunc(keys, func(a, b FindingKey) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Rule, b.Rule))
	})
}
