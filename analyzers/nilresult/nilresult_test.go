package nilresult_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
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
	analysistest.Run(t, testdata(t), nilresult.Analyzer, "nilresult/mcpgo")
}

func TestGoSDK(t *testing.T) {
	analysistest.Run(t, testdata(t), nilresult.Analyzer, "nilresult/gosdk")
}

func TestInHouse(t *testing.T) {
	analysistest.Run(t, testdata(t), nilresult.Analyzer, "nilresult/inhouse")
}
