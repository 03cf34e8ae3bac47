// Package modtreetest writes modules on disk for the tests of what reads
// them (internal/modtree and its users).
package modtreetest

import (
	"os"
	"path/filepath"
	"testing"
)

// Write creates each file of files, by its slash-separated path under
// root, with its text.
func Write(t testing.TB, root string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
