package protocolerr_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
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
	analysistest.Run(t, testdata(t), protocolerr.Analyzer, "protocolerr/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, testdata(t), protocolerr.Analyzer, "protocolerr/gosdk")
}

func TestInHouse(t *testing.T) {
	analysistest.Run(t, testdata(t), protocolerr.Analyzer, "protocolerr/inhouse")
}

func TestSuggestedFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), protocolerr.Analyzer, "protocolerr/fix")
}
