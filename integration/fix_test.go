package integration

import (
	"bytes"
	"go/format"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

// TestExamplesFixBuilds applies every suggested fix to a copy of the
// examples module, with the real SDKs, and requires the fixed module to
// build and every fixed file to read as gofmt prints it: a fix that breaks
// the build is worse than none.
func TestExamplesFixBuilds(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: the go command is not on PATH (%v); it is needed to build toolerrlint and the examples module", err)
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	tool := buildTool(t, goTool, root)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(root, "examples"))); err != nil {
		t.Fatal(err)
	}
	drivertest.PinReplaces(t, dir, filepath.Join(root, "examples"))
	before := goFiles(t, dir)

	cmd := exec.CommandContext(t.Context(), tool, "-fix", "./...")
	cmd.Dir = dir
	cmd.Env = setEnv(hermeticEnv(), "TOOLERRLINT_CACHE", "off")
	_, stderr, status := run(t, cmd)
	// Findings without a fix remain: exit status 1, not 2.
	if status != 1 {
		t.Fatalf("toolerrlint -fix: exit status %d, want 1\n%s", status, stderr)
	}
	applied := regexp.MustCompile(`(?m)^toolerrlint: applied (\d+) fix(es)? to \d+ files?$`).FindStringSubmatch(stderr)
	if applied == nil || applied[1] == "0" {
		t.Fatalf("toolerrlint -fix applied no fix\n%s", stderr)
	}
	if strings.Contains(stderr, "not applied") {
		t.Errorf("toolerrlint -fix left fixes out:\n%s", stderr)
	}

	after := goFiles(t, dir)
	changed := 0
	for name, src := range after {
		if bytes.Equal(src, before[name]) {
			continue
		}
		changed++
		if formatted, err := format.Source(src); err != nil || !bytes.Equal(formatted, src) {
			t.Errorf("gofmt changes the fixed %s (%v):\n%s", name, err, src)
		}
	}
	if changed == 0 {
		t.Fatal("toolerrlint -fix reported fixes but changed no file")
	}

	build := exec.CommandContext(t.Context(), goTool, "build", "./...")
	build.Dir = dir
	build.Env = hermeticEnv()
	if out, err := build.CombinedOutput(); err != nil {
		t.Errorf("go build ./... in the fixed examples: %v\n%s", err, out)
	}
}

// goFiles reads every Go file under dir, by slash-separated path.
func goFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := make(map[string][]byte)
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = src
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
