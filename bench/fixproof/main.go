// Command fixproof proves toolerrlint -fix on public servers: for each
// server of a list, it copies the checkout to a work folder, builds, vets
// and tests it, counts toolerrlint's findings and those carrying a fix,
// runs toolerrlint -fix, then builds, vets, gofmt-checks and tests again
// and runs toolerrlint once more, and prints a markdown table: what was
// fixed, what was not, and anything the fixes broke.
//
// Usage, from anywhere inside this module:
//
//	go run ./bench/fixproof -servers DIR [-list FILE] [-toolerrlint BIN] [-only NAME,...] [-o FILE]
//
// The checkouts are DIR/NAME, at the commits of the list
// (bench/fixproof/servers.txt by default); the command fetches nothing
// but the modules the servers require, from the module proxy. Without
// -toolerrlint it builds cmd/toolerrlint of this module.
package main

import (
	"flag"
	"fmt"
	"go/version"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

const (
	selfPackage = "github.com/toolerrlint/toolerrlint/bench/fixproof"
	toolPackage = "github.com/toolerrlint/toolerrlint/cmd/toolerrlint"
)

type options struct {
	servers     string
	work        string
	tool        string
	short       bool
	testLimit   time.Duration
	testTimeout time.Duration
}

func main() {
	var o options
	list := flag.String("list", "", "the servers' `file` (default bench/fixproof/servers.txt of this module)")
	flag.StringVar(&o.servers, "servers", "", "the `folder` holding a checkout of each server, named as the list names it (required)")
	flag.StringVar(&o.tool, "toolerrlint", "", "the toolerrlint `binary` to prove (default: build cmd/toolerrlint of this module)")
	flag.StringVar(&o.work, "work", filepath.Join(os.TempDir(), "toolerrlint-fixproof"), "`folder` for the servers' fixed copies and diffs, emptied per server")
	only := flag.String("only", "", "run only the servers of this comma-separated list of `names`")
	outFile := flag.String("o", "", "write the markdown report to `file` as well as to standard output")
	flag.BoolVar(&o.short, "short", true, "run the servers' tests with -short")
	flag.DurationVar(&o.testTimeout, "test-timeout", 3*time.Minute, "go test -timeout, per test binary")
	flag.DurationVar(&o.testLimit, "test-limit", 12*time.Minute, "wall-time limit of one server's go test run")
	flag.Parse()
	if o.servers == "" || flag.NArg() > 0 {
		fatalf("usage: fixproof -servers DIR [-list FILE] [-toolerrlint BIN] [-only NAME,...] [-o FILE]")
	}
	if *list == "" {
		dir, err := listDir()
		if err != nil {
			fatalf("%v", err)
		}
		*list = filepath.Join(dir, "servers.txt")
	}
	servers, err := readServers(*list)
	if err != nil {
		fatalf("%v", err)
	}
	if servers, err = selectServers(servers, *only); err != nil {
		fatalf("%v", err)
	}
	if err := os.MkdirAll(o.work, 0o755); err != nil {
		fatalf("%v", err)
	}
	if o.tool == "" {
		o.tool = filepath.Join(o.work, "toolerrlint")
		if msg, err := exec.Command("go", "build", "-o", o.tool, toolPackage).CombinedOutput(); err != nil {
			fatalf("go build %s: %v\n%s", toolPackage, err, msg)
		}
	}
	if o.tool, err = filepath.Abs(o.tool); err != nil {
		fatalf("%v", err)
	}
	toolVersion, err := exec.Command(o.tool, "version").CombinedOutput()
	if err != nil {
		fatalf("%s version: %v\n%s", o.tool, err, toolVersion)
	}
	goVersion, err := exec.Command("go", "env", "GOVERSION").Output()
	if err != nil {
		fatalf("go env GOVERSION: %v", err)
	}

	var results []*result
	for _, s := range servers {
		start := time.Now()
		fmt.Fprintf(os.Stderr, "fixproof: %s ...\n", s.Name)
		r := prove(o, s, strings.TrimSpace(string(goVersion)))
		r.Took = time.Since(start)
		fmt.Fprintf(os.Stderr, "fixproof: %s: %s\n", s.Name, r.summary())
		results = append(results, r)
		if *outFile != "" {
			// The servers so far, so that a long run read midway, or
			// stopped, still has its table.
			writeReportFile(*outFile, strings.TrimSpace(string(toolVersion)), results)
		}
	}
	writeReport(os.Stdout, strings.TrimSpace(string(toolVersion)), results)
}

func writeReportFile(path, tool string, results []*result) {
	var b strings.Builder
	writeReport(&b, tool, results)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		fatalf("%v", err)
	}
}

func selectServers(all []server, only string) ([]server, error) {
	if only == "" {
		return all, nil
	}
	byName := map[string]server{}
	for _, s := range all {
		byName[s.Name] = s
	}
	var picked []server
	for _, n := range strings.Split(only, ",") {
		s, ok := byName[strings.TrimSpace(n)]
		if !ok {
			return nil, fmt.Errorf("-only: no server %q in the list", n)
		}
		picked = append(picked, s)
	}
	return picked, nil
}

// prove runs the whole sequence on one server.
func prove(o options, s server, goVersion string) *result {
	r := &result{Server: s}
	src := filepath.Join(o.servers, s.Name)
	if _, err := os.Stat(filepath.Join(src, s.Dir, "go.mod")); err != nil {
		r.Skipped = "no checkout: " + err.Error()
		return r
	}
	if want := goDirective(filepath.Join(src, s.Dir, "go.mod")); want != "" && version.Compare("go"+want, goVersion) > 0 {
		r.Skipped = fmt.Sprintf("needs go %s, newer than %s", want, goVersion)
		return r
	}
	// The fix edits one copy; the other keeps the code as it was, for the
	// build, vet and tests before, which go on one copy while the other
	// is being edited by no one.
	orig := filepath.Join(o.work, s.Name+".orig")
	fixed := filepath.Join(o.work, s.Name)
	for _, dst := range []string{orig, fixed} {
		if err := os.RemoveAll(dst); err != nil {
			r.Skipped = err.Error()
			return r
		}
		if err := copyTree(src, dst); err != nil {
			r.Skipped = "copying the checkout: " + err.Error()
			return r
		}
	}
	before := newRunner(filepath.Join(orig, s.Dir))
	after := newRunner(filepath.Join(fixed, s.Dir))

	r.Before = after.lint(o.tool, filepath.Join(o.work, s.Name+".before.json"), s.Patterns)
	r.FixOutput, r.FixCode = after.fix(o.tool, s.Patterns)
	changed, err := changedGoFiles(orig, fixed)
	if err != nil {
		r.Skipped = "comparing the fixed copy: " + err.Error()
		return r
	}
	r.Changed = changed
	r.Unformatted = newlyUnformatted(after, orig, fixed, changed)
	r.Diff = writeDiff(o.work, s.Name, orig, fixed, changed)
	r.BuildBefore = before.goCheck(15*time.Minute, "build", s.Patterns)
	r.VetBefore = before.goCheck(15*time.Minute, "vet", s.Patterns)
	if len(changed) == 0 {
		// Nothing was edited: what holds before holds after, findings
		// included (the analysis is deterministic; its tests hold it to
		// that).
		r.After, r.BuildAfter, r.VetAfter = r.Before, r.BuildBefore, r.VetBefore
		r.Compared = compare(r.Before.Findings, r.After.Findings)
		return r
	}
	r.After = after.lint(o.tool, filepath.Join(o.work, s.Name+".after.json"), s.Patterns)
	r.Compared = compare(r.Before.Findings, r.After.Findings)
	r.BuildAfter = after.goCheck(15*time.Minute, "build", s.Patterns)
	r.VetAfter = after.goCheck(15*time.Minute, "vet", s.Patterns)
	if r.Tested, err = after.affected(fixed, s.Patterns, changed); err != nil {
		r.Notes = append(r.Notes, "tests not run: "+err.Error())
		return r
	}
	if len(r.Tested) > 0 {
		r.TestsBefore = before.goTest(filepath.Join(o.work, s.Name+".test-before.json"), o.testLimit, o.testTimeout, o.short, r.Tested)
		r.TestsAfter = after.goTest(filepath.Join(o.work, s.Name+".test-after.json"), o.testLimit, o.testTimeout, o.short, r.Tested)
		if lost := r.regressions(); len(lost) > 0 {
			// A test that fails after the fix and passes when run again
			// is flaky, not broken by the fix: it passed before too.
			again := after.goTest(filepath.Join(o.work, s.Name+".test-again.json"), o.testLimit, o.testTimeout, o.short, append([]string{"-count=1"}, lost...))
			for _, p := range lost {
				if again.Packages[p] == "pass" {
					r.TestsAfter.Packages[p] = "pass"
					r.Notes = append(r.Notes, fmt.Sprintf("tests of %s failed after the fix (%s) and passed when run again: flaky", p, topTests(r.TestsAfter.Failed[p])))
				}
			}
		}
	}
	return r
}

// goDirective returns the go version a go.mod requires, "" when it names
// none.
func goDirective(gomod string) string {
	data, err := os.ReadFile(gomod)
	if err != nil {
		return ""
	}
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) == 2 && f[0] == "go" {
			return f[1]
		}
	}
	return ""
}

// newlyUnformatted lists the changed files that gofmt would change after
// the fix but not before it.
func newlyUnformatted(run *runner, src, dst string, changed []string) []string {
	var before, after []string
	for _, f := range changed {
		before = append(before, filepath.Join(src, f))
		after = append(after, filepath.Join(dst, f))
	}
	was := map[string]bool{}
	for _, f := range run.unformatted(before) {
		rel, _ := filepath.Rel(src, f)
		was[rel] = true
	}
	var now []string
	for _, f := range run.unformatted(after) {
		if rel, _ := filepath.Rel(dst, f); !was[rel] {
			now = append(now, rel)
		}
	}
	return now
}

// writeDiff writes the unified diff of the changed files beside the copy,
// for reading what a fix did, and returns its path ("" without changes).
func writeDiff(work, name, src, dst string, changed []string) string {
	if len(changed) == 0 {
		return ""
	}
	var diff strings.Builder
	for _, f := range changed {
		out, _ := exec.Command("diff", "-u", "--label", "a/"+f, "--label", "b/"+f, filepath.Join(src, f), filepath.Join(dst, f)).Output()
		diff.Write(out)
	}
	path := filepath.Join(work, name+".diff")
	if err := os.WriteFile(path, []byte(diff.String()), 0o644); err != nil {
		return ""
	}
	return path
}

// listDir is the folder of this command's package, where the list of
// servers is, found through the go command so that it runs from any
// folder inside this module.
func listDir() (string, error) {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", selfPackage).Output()
	if err != nil {
		return "", fmt.Errorf("go list %s: %v (run inside the toolerrlint module, or give -list and -toolerrlint)", selfPackage, err)
	}
	return strings.TrimSpace(string(out)), nil
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "fixproof: "+format+"\n", args...)
	os.Exit(2)
}
