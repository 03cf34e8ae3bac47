// Command toolerrside runs toolerrtest and toolerrlint side by side on
// public servers and lines their results up per tool: each failure of a
// kind the analyzer reports (a protocol error for a domain failure, a
// panic, a nil result) against the static findings of the same tool, and
// each static finding of those rules against the calls that reproduce it.
//
//	go run ./bench/toolerrside                       # every server under testdata
//	go run ./bench/toolerrside -servers /src loki-mcp  # one, checked out in /src/loki-mcp
//
// Each server has a directory under testdata: server.txt says where its
// harness goes and what it needs, and toolerrside_test.go is the harness,
// a test that builds the server as its main does and calls
// toolerrtest.Audit. The command copies the server's checkout, adds the
// harness and this repository's toolerrtest modules, runs the harness and
// the analyzer on the copy, and prints a Markdown table (with -v, the
// tools one by one). The checkout is left untouched.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

func main() {
	servers := flag.String("servers", "", "the directory holding the servers' checkouts, one per name (required)")
	verbose := flag.Bool("v", false, "list the tools of each server, one line each")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: toolerrside -servers DIR [-v] [NAME...]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *servers == "" {
		fmt.Fprintln(os.Stderr, "toolerrside: -servers names no directory; give the one holding the servers' checkouts")
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*servers, *verbose, flag.Args()); err != nil {
		fmt.Fprintf(os.Stderr, "toolerrside: %v\n", err)
		os.Exit(2)
	}
}

func run(serversDir string, verbose bool, names []string) error {
	repo, err := repoRoot()
	if err != nil {
		return err
	}
	testdata := filepath.Join(repo, "bench", "toolerrside", "testdata")
	if len(names) == 0 {
		entries, err := os.ReadDir(testdata)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if e.IsDir() {
				names = append(names, e.Name())
			}
		}
		sort.Strings(names)
	}
	work, err := os.MkdirTemp("", "toolerrside")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	lint, err := buildLinter(repo, work)
	if err != nil {
		return err
	}
	var rows []*sideBySide
	for _, name := range names {
		h, err := readHarness(filepath.Join(testdata, name), filepath.Join(serversDir, name))
		if err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "toolerrside: %s\n", name)
		row, err := compare(repo, work, lint, h)
		if err != nil {
			fmt.Fprintf(os.Stderr, "toolerrside: %s: %v\n", name, err)
			row = &sideBySide{name: name, err: err}
		}
		rows = append(rows, row)
	}
	writeTable(os.Stdout, rows, verbose)
	return nil
}

// repoRoot returns the root of this repository: the module root of the
// working directory's enclosing toolerrlint checkout.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "toolerrtest", "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("run it inside a toolerrlint checkout: no toolerrtest/go.mod above the working directory")
		}
		dir = parent
	}
}
