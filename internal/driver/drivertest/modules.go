package drivertest

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// modulePath is the path of the module these tests belong to.
const modulePath = "github.com/toolerrlint/toolerrlint"

// Root is the root directory of this repository: the nearest directory
// above the working directory whose go.mod declares modulePath. Tests run
// in their package's directory.
func Root() string {
	dir, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(data, []byte("module "+modulePath+"\n")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			panic("drivertest: no go.mod of " + modulePath + " above the working directory")
		}
		dir = parent
	}
}

// Fixture is the absolute directory of a fixture module of the driver's
// tests, a module of its own under internal/driver/testdata.
func Fixture(name string) string {
	return filepath.Join(Root(), "internal", "driver", "testdata", name)
}

// CopyModule copies a module into a fresh directory, for tests that write
// next to the sources. The copy builds as the module does: see
// PinReplaces.
func CopyModule(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	PinReplaces(t, dst, src)
	return dst
}

// PinReplaces rewrites the go.mod of a module copied from src to dst so
// that each replace directive pointing outside the module (the examples'
// "=> ../toolerrtest") points where it pointed from src, by absolute path:
// the copy leaves those directories behind. Directives pointing inside
// the module travel with the copy and stay as they are.
func PinReplaces(t *testing.T, dst, src string) {
	t.Helper()
	path := filepath.Join(dst, "go.mod")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	abs, err := filepath.Abs(src)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	for i, line := range lines {
		before, target, ok := strings.Cut(line, "=> ")
		if target = strings.TrimSpace(target); ok && strings.HasPrefix(target, "../") {
			lines[i] = before + "=> " + filepath.Join(abs, filepath.FromSlash(target))
		}
	}
	if pinned := strings.Join(lines, "\n"); pinned != string(data) {
		if err := os.WriteFile(path, []byte(pinned), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// WriteModule writes a module of the given files, by slash-separated path,
// into a fresh directory.
func WriteModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// ModuleFiles reads the Go files of a module, by slash-separated path.
func ModuleFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := make(map[string]string)
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = string(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// ReadFile reads the file name in dir.
func ReadFile(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
