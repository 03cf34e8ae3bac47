package fix

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Write replaces a file whole, keeping its permissions, through the target
// of a symbolic link, and leaves no temporary file behind.
func TestWriteReplacesTheFile(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.go")
	if err := os.WriteFile(target, []byte("old\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.go", filepath.Join(dir, "link.go")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	r := &report.Report{Dir: dir}
	if err := Write(r, File{Name: "link.go", Old: []byte("old\n"), New: []byte("new\n")}); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(target); err != nil || string(data) != "new\n" {
		t.Errorf("real.go holds %q (%v), want the new content", data, err)
	}
	if info, err := os.Lstat(filepath.Join(dir, "link.go")); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link.go is no longer a symbolic link (%v)", err)
	}
	if info, err := os.Stat(target); err != nil || info.Mode().Perm() != 0o640 {
		t.Errorf("real.go has mode %v (%v), want 0640", info.Mode().Perm(), err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("files left in the directory: %v", entries)
	}
}

// A file whose content is not the one the fixes were made for is left as
// it is.
func TestWriteLeavesAFileChangedSinceTheAnalysis(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.go")
	if err := os.WriteFile(path, []byte("edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Write(&report.Report{Dir: dir}, File{Name: "f.go", Old: []byte("old\n"), New: []byte("new\n")})
	if err == nil || !strings.Contains(err.Error(), "f.go: the file changed since it was analyzed") {
		t.Errorf("error %v, want one saying f.go changed", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "edited\n" {
		t.Errorf("f.go holds %q, want it left as it is", data)
	}
}
