package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// toolerrlintBin is the command built once for the tests that run it as a
// user would.
var toolerrlintBin string

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
	return m.Run()
}

// A commandResult is what a run of a command left behind.
type commandResult struct {
	code   int
	stdout string
	stderr string
}

// toolerrlint runs the built command in dir (the package directory when
// empty) and returns its exit status and output.
func toolerrlint(t *testing.T, dir string, args ...string) commandResult {
	t.Helper()
	return runCommand(t, dir, toolerrlintBin, args...)
}

func runCommand(t *testing.T, dir, name string, args ...string) commandResult {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	// The fixture modules stand alone: no workspace may pull them into
	// another build list.
	cmd.Env = append(os.Environ(), "GOWORK=off")
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
	return commandResult{code: code, stdout: stdout.String(), stderr: stderr.String()}
}

// wantCode fails the test when the run did not exit with want.
func (r commandResult) wantCode(t *testing.T, want int) {
	t.Helper()
	if r.code != want {
		t.Fatalf("exit status %d, want %d\nstdout:\n%s\nstderr:\n%s", r.code, want, r.stdout, r.stderr)
	}
}

func readFile(t *testing.T, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
