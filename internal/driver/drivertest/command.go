package drivertest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// A Result is what a run of a command left behind.
type Result struct {
	Code   int
	Stdout string
	Stderr string
}

// Run runs a command in dir (the test's directory when empty) and returns
// its exit status and output. The fixture modules stand alone: no
// workspace may pull them into another build list. env is added to the
// environment.
func Run(t *testing.T, dir string, env []string, name string, args ...string) Result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOWORK=off"), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if err != nil {
		var exitErr *exec.ExitError
		if !errors.As(err, &exitErr) {
			t.Fatalf("running %s %v: %v", name, args, err)
		}
		code = exitErr.ExitCode()
	}
	return Result{Code: code, Stdout: stdout.String(), Stderr: stderr.String()}
}

// WantCode fails the test when the run did not exit with want.
func (r Result) WantCode(t *testing.T, want int) {
	t.Helper()
	if r.Code != want {
		t.Fatalf("exit status %d, want %d\nstdout:\n%s\nstderr:\n%s", r.Code, want, r.Stdout, r.Stderr)
	}
}

// StartInDir makes a run that names its directory with -C start there
// too, as users run it, so that its report names files relative to that
// directory: it returns the directory to start in ("" when -C is not
// given, or names no directory, which the run is to reject) and the
// arguments with -C made absolute.
func StartInDir(t *testing.T, args []string) (string, []string) {
	t.Helper()
	for i, a := range args {
		if a != "-C" || i+1 == len(args) {
			continue
		}
		abs, err := filepath.Abs(args[i+1])
		if err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(abs); err != nil || !info.IsDir() {
			return "", args
		}
		args = slices.Clone(args)
		args[i+1] = abs
		return abs, args
	}
	return "", args
}
