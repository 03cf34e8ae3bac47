package load

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRequireModule(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GO111MODULE", "on")
	outside := t.TempDir()
	err := RequireModule(outside)
	if err == nil {
		t.Fatalf("RequireModule(%s) = nil outside any module", outside)
	}
	for _, want := range []string{"no go.mod in " + outside, "go mod init", "-C"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("RequireModule error %q does not say %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("RequireModule error is not one line: %q", err)
	}

	inside := filepath.Join(outside, "m", "sub")
	if err := os.MkdirAll(inside, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(outside, "m", "go.mod"), []byte("module example.com/m\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := RequireModule(inside); err != nil {
		t.Errorf("RequireModule in a module's subdirectory: %v", err)
	}
}
