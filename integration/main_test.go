package integration

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

// The tests run one toolerrlint, built on first use into binDir, which
// TestMain removes: a build per test links the same binary again.
var (
	binDir    string
	buildOnce sync.Once
	toolPath  string
	buildErr  error
)

func TestMain(m *testing.M) {
	os.Exit(runWithBinDir(m))
}

func runWithBinDir(m *testing.M) int {
	dir, err := os.MkdirTemp("", "toolerrlint-integration-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer os.RemoveAll(dir)
	binDir = dir
	return m.Run()
}

// buildTool returns cmd/toolerrlint of the module at root, built with
// goTool the first time a test asks.
func buildTool(t *testing.T, goTool, root string) string {
	t.Helper()
	buildOnce.Do(func() {
		name := "toolerrlint"
		if runtime.GOOS == "windows" {
			name += ".exe"
		}
		bin := filepath.Join(binDir, name)
		cmd := exec.Command(goTool, "build", "-o", bin, "./cmd/toolerrlint")
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build ./cmd/toolerrlint: %v\n%s", err, out)
			return
		}
		toolPath = bin
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return toolPath
}
