package load

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// RequireModule fails, in one sentence that says how to fix it, when dir
// is in no Go module: no go.mod in it or above it, and no workspace. The
// go command's own words for that ("directory prefix . does not contain
// main module or its selected dependencies") name neither the cause nor
// the fix. The load asks only when its listing found no module: a run
// replayed from the result cache starts no go command for it.
func RequireModule(dir string) error {
	cmd := exec.Command("go", "env", "GOMOD", "GOWORK")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	gomod, gowork, _ := strings.Cut(strings.TrimSuffix(string(out), "\n"), "\n")
	// GOMOD is the null device when go is in module mode but finds no
	// go.mod; it is empty in GOPATH mode, which needs none.
	if gomod != os.DevNull || (gowork != "" && gowork != "off") {
		return nil
	}
	return fmt.Errorf("no go.mod in %s or any directory above it: run toolerrlint in a Go module, point -C at one, or create one with 'go mod init'", dir)
}
