package filesystemserver

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

func TestToolerrSide(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "x"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "d"), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := NewFilesystemServer([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	toolerrtest.Audit(t, s, toolerrtest.Options{})
}
