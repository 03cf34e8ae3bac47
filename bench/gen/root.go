package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// moduleRoot is the directory of this repository's go.mod, found through
// the go command so that the generator runs from any directory inside it.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %v", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("run inside the toolerrlint module")
	}
	root := filepath.Dir(gomod)
	if _, err := os.Stat(filepath.Join(root, "examples", "go.mod")); err != nil {
		return "", fmt.Errorf("%s is not the toolerrlint module", root)
	}
	return root, nil
}
