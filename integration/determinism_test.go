package integration

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

// TestDeterministicReports runs toolerrlint on the examples module three
// times per format, text and JSON: on one processor, then twice on all of
// them. The checker runs rules and packages in parallel, and nothing of
// its schedule may show in a report: CI diffs, baselines and caches
// compare reports byte for byte, so every run must print the same bytes
// and exit with the same status.
//
// go vet -vettool is left out: go vet answers a repeated run from its
// cache, and defeating the cache makes it run the tool on every
// dependency of the module, standard library included, which takes tens
// of seconds per run.
func TestDeterministicReports(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: the go command is not on PATH (%v); it is needed to build toolerrlint and load the examples module", err)
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	examples := filepath.Join(root, "examples")
	tool := buildTool(t, goTool, root)

	for _, format := range []string{"text", "json"} {
		t.Run(format, func(t *testing.T) {
			type report struct {
				name           string
				stdout, stderr string
				status         int
			}
			var reports []report
			for i, procs := range []string{"1", "", ""} {
				cmd := exec.CommandContext(t.Context(), tool, "-C", examples, "-format", format, "./...")
				// A result cache would answer the later runs from the
				// first: each run must analyze.
				env := setEnv(hermeticEnv(), "TOOLERRLINT_CACHE", "off")
				cmd.Env = setEnv(env, "GOMAXPROCS", procs)
				stdout, stderr, status := run(t, cmd)
				if procs == "" {
					procs = "default"
				}
				reports = append(reports, report{fmt.Sprintf("run %d (GOMAXPROCS=%s)", i+1, procs), stdout, stderr, status})
			}
			first := reports[0]
			if first.status != 1 || first.stdout == "" {
				t.Fatalf("%s: exit status %d with %d bytes of report, want status 1 and the examples' findings\nstderr:\n%s",
					first.name, first.status, len(first.stdout), first.stderr)
			}
			for _, r := range reports[1:] {
				if r.status != first.status {
					t.Errorf("%s exited with status %d, %s with %d", r.name, r.status, first.name, first.status)
				}
				if r.stdout != first.stdout {
					t.Errorf("the report of %s differs from that of %s:\n%s", r.name, first.name, ruletest.FirstDifference(first.stdout, r.stdout))
				}
				if r.stderr != first.stderr {
					t.Errorf("the standard error of %s differs from that of %s:\n%s", r.name, first.name, ruletest.FirstDifference(first.stderr, r.stderr))
				}
			}
		})
	}
}

// setEnv returns env with key set to value, or removed when value is
// empty; exec.Cmd takes the last of repeated keys, but a removal must
// drop them all.
func setEnv(env []string, key, value string) []string {
	env = slices.DeleteFunc(slices.Clone(env), func(kv string) bool { return strings.HasPrefix(kv, key+"=") })
	if value != "" {
		env = append(env, key+"="+value)
	}
	return env
}
