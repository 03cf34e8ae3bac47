package handlerpanic_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/handlerpanic"
)

// testdata is the repository's analysistest tree. analysistest runs the Go
// command in GOPATH mode on it, which needs an absolute path.
func testdata(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestMCPGo(t *testing.T) {
	analysistest.Run(t, testdata(t), handlerpanic.Analyzer, "handlerpanic/mcpgo")
}

// TestMCPGoWithRecovery: server.WithRecovery recovers panics in the package's
// mcp-go handlers, but not log.Fatal or os.Exit.
func TestMCPGoWithRecovery(t *testing.T) {
	analysistest.Run(t, testdata(t), handlerpanic.Analyzer, "handlerpanic/mcpgorecovery")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, testdata(t), handlerpanic.Analyzer, "handlerpanic/gosdk")
}

func TestInHouse(t *testing.T) {
	analysistest.Run(t, testdata(t), handlerpanic.Analyzer, "handlerpanic/inhouse")
}
