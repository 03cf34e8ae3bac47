package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

// These tests run the command as a user would, with the real rules, on the
// driver's fixture modules and on the examples module.

// toolerrlintBin is the command built once for the tests that run it.
var toolerrlintBin string

// The fixture modules: findings marks with `// expect RULE` exactly the
// findings the rules must report there; clean has none; broken has a
// package that does not type-check; declared makes declarations in one
// package for another; catalog declares an error contract, and commits the
// catalog its code gives as expected.json.
var (
	findingsModule = drivertest.Fixture("findings")
	cleanModule    = drivertest.Fixture("clean")
	brokenModule   = drivertest.Fixture("broken")
	declaredModule = drivertest.Fixture("declared")
	catalogModule  = drivertest.Fixture("catalog")
	examplesModule = filepath.Join(drivertest.Root(), "examples")
)

func TestMain(m *testing.M) {
	os.Exit(buildAndRun(m))
}

func buildAndRun(m *testing.M) int {
	tmp, err := os.MkdirTemp("", "toolerrlint-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer os.RemoveAll(tmp)
	toolerrlintBin = filepath.Join(tmp, "toolerrlint")
	build := exec.Command("go", "build", "-o", toolerrlintBin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building toolerrlint: %v\n%s", err, out)
		return 2
	}
	// The command runs with its result cache on, as users run it, in a
	// store of the tests' own: runs repeated on a fixture replay results.
	os.Setenv("TOOLERRLINT_CACHE", filepath.Join(tmp, "cache"))
	// Go's build cache stays where it is, whatever a test makes of
	// XDG_CACHE_HOME or HOME, from which go finds it by default: in a
	// new, empty one, a run's go list would compile the standard library
	// and every dependency again, for tens of CPU seconds.
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		fmt.Fprintf(os.Stderr, "go env GOCACHE: %v\n", err)
		return 2
	}
	os.Setenv("GOCACHE", strings.TrimSpace(string(gocache)))
	return m.Run()
}

// toolerrlint runs the built command in dir (the package directory when
// empty) and returns its exit status and output.
func toolerrlint(t *testing.T, dir string, args ...string) drivertest.Result {
	t.Helper()
	if dir == "" {
		dir, args = drivertest.StartInDir(t, args)
	}
	return drivertest.Run(t, dir, nil, toolerrlintBin, args...)
}
