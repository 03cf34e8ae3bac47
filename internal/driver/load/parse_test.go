package load

import (
	"go/token"
	"os"
	"path/filepath"
	"testing"
)

// A file listed by a package and its test variant is parsed once, both get
// the same syntax, and the parser holds it no longer than that: the
// analysis lets each package's syntax go once its rules have run.
func TestFileParserSharesThenForgets(t *testing.T) {
	dir := t.TempDir()
	shared, own := filepath.Join(dir, "a.go"), filepath.Join(dir, "a_test.go")
	for _, name := range []string{shared, own} {
		if err := os.WriteFile(name, []byte("package a\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fp := newFileParser(token.NewFileSet(), make(chan struct{}, 1), [][]string{{shared}, {shared, own}}, nil)
	first, errs := fp.parseAll([]string{shared})
	if len(errs) > 0 || len(first) != 1 {
		t.Fatalf("parsing %s: %v", shared, errs)
	}
	if _, held := fp.files[shared]; !held {
		t.Fatalf("%s forgotten while the test variant has yet to take it", shared)
	}
	second, errs := fp.parseAll([]string{shared, own})
	if len(errs) > 0 || len(second) != 2 {
		t.Fatalf("parsing the variant: %v", errs)
	}
	if first[0] != second[0] {
		t.Errorf("the package and its variant got two parses of %s", shared)
	}
	if len(fp.files) != 0 || len(fp.readers) != 0 {
		t.Errorf("the parser still holds %d files once every reader took them", len(fp.files))
	}
}
