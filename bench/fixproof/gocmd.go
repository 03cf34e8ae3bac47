package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"sort"
	"strings"
	"time"
)

// A runner runs commands in one module folder of a server's copy, with the
// environment every step shares: the local toolchain only, modules from
// the proxy whatever the project vendors, no workspace.
type runner struct {
	dir string
	env []string
}

func newRunner(dir string) *runner {
	env := append(os.Environ(),
		"GOTOOLCHAIN=local",
		"GOFLAGS=-mod=mod",
		"GOWORK=off",
		"TOOLERRLINT_CACHE=off",
	)
	return &runner{dir: dir, env: env}
}

// run runs name with args, killing it after limit; it returns the combined
// output and the exit code (-1 when the command could not start or was
// killed).
func (r *runner) run(limit time.Duration, name string, args ...string) (out []byte, code int) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = r.dir
	cmd.Env = r.env
	cmd.WaitDelay = 10 * time.Second
	var buf bytes.Buffer
	cmd.Stdout = &buf
	cmd.Stderr = &buf
	err := cmd.Run()
	if ctx.Err() != nil {
		buf.WriteString("\n(killed after " + limit.String() + ")\n")
		return buf.Bytes(), -1
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		return buf.Bytes(), 0
	case errors.As(err, &exit):
		return buf.Bytes(), exit.ExitCode()
	default:
		buf.WriteString(err.Error())
		return buf.Bytes(), -1
	}
}

// A check is the outcome of go build or go vet: passed, or the output that
// says why not.
type check struct {
	OK     bool
	Output string
}

func (r *runner) goCheck(limit time.Duration, verb string, patterns []string) check {
	out, code := r.run(limit, "go", append([]string{verb}, patterns...)...)
	return check{OK: code == 0, Output: string(out)}
}

// testOutcome is each package's result under go test: "pass", "fail" or
// "skip" (no test files, or all skipped), and the tests that failed.
type testOutcome struct {
	Packages map[string]string
	Failed   map[string][]string
}

func (t testOutcome) passed() []string {
	var pkgs []string
	for p, a := range t.Packages {
		if a == "pass" {
			pkgs = append(pkgs, p)
		}
	}
	sort.Strings(pkgs)
	return pkgs
}

// goTest runs the tests of patterns with go test -json, keeps its output
// in log, and returns each package's outcome; packages the run was killed
// before reaching are absent, so they count as not passing.
func (r *runner) goTest(log string, limit, perBinary time.Duration, short bool, patterns []string) testOutcome {
	args := []string{"test", "-json", "-timeout", perBinary.String()}
	if short {
		args = append(args, "-short")
	}
	out, _ := r.run(limit, "go", append(args, patterns...)...)
	_ = os.WriteFile(log, out, 0o644) // only for reading afterwards
	outcome := testOutcome{Packages: map[string]string{}, Failed: map[string][]string{}}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		var ev struct {
			Action  string
			Package string
			Test    string
		}
		line := sc.Bytes()
		if !bytes.HasPrefix(line, []byte("{")) || json.Unmarshal(line, &ev) != nil {
			continue // build errors print plain lines too
		}
		switch {
		case ev.Package == "":
		case ev.Test == "" && (ev.Action == "pass" || ev.Action == "fail" || ev.Action == "skip"):
			outcome.Packages[ev.Package] = ev.Action
		case ev.Test != "" && ev.Action == "fail":
			outcome.Failed[ev.Package] = append(outcome.Failed[ev.Package], ev.Test)
		}
	}
	return outcome
}

// unformatted lists the files among files that gofmt would change.
func (r *runner) unformatted(files []string) []string {
	if len(files) == 0 {
		return nil
	}
	out, _ := r.run(5*time.Minute, "gofmt", append([]string{"-l"}, files...)...)
	var list []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if l != "" {
			list = append(list, l)
		}
	}
	return list
}
