package execute

import (
	"fmt"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// checkedReadFile is Pass.ReadFile: readFile limited to the package's own
// files, as the analysis API allows.
func checkedReadFile(pass *analysis.Pass, readFile func(string) ([]byte, error)) func(string) ([]byte, error) {
	return func(filename string) ([]byte, error) {
		if !readable(pass, filename) {
			return nil, fmt.Errorf("Pass.ReadFile: %s is not among OtherFiles, IgnoredFiles, or names of Files", filename)
		}
		return readFile(filename)
	}
}

func readable(pass *analysis.Pass, filename string) bool {
	if slices.Contains(pass.OtherFiles, filename) || slices.Contains(pass.IgnoredFiles, filename) {
		return true
	}
	for _, f := range pass.Files {
		if pass.Fset.File(f.FileStart).Name() == filename {
			return true
		}
	}
	return false
}
