// Command toolerrlint checks the tool error hygiene of Go code that exposes
// tools to language models.
//
// Usage:
//
//	toolerrlint [flags] [packages]        # default ./...
//	go vet -vettool=$(command -v toolerrlint) ./...
//	toolerrlint explain RULE
//	toolerrlint cache clean               # TOOLERRLINT_CACHE=off turns the cache off, =DIR moves it
//	toolerrlint catalog [-format md|json] [-o FILE] [-check FILE] [packages]
//	toolerrlint help [RULE]
//	toolerrlint version
//
// Reports come as text, JSON, SARIF 2.1.0 or GitHub Actions annotations
// (-format text|json|sarif|github). -fix applies the rules' suggested fixes,
// pass after pass until none is left to apply, and reports the fixed code;
// -diff prints the same changes as a unified diff instead.
//
// Exit status, in every format: 0 no findings, 1 findings, 2 the run failed.
//
// The command is a thin layer over internal/driver, which holds the driver
// as a library.
package main

import (
	"io"
	"os"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver"
	"github.com/toolerrlint/toolerrlint/internal/driver/vet"
)

func main() {
	args := os.Args[1:]
	if vet.IsInvocation(args) {
		vet.Main(analyzers.All) // does not return
	}
	os.Exit(run(args, os.Stdout, os.Stderr))
}

// run dispatches to the command the first argument names, or to the
// standalone check, and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "version":
			return driver.Version(args[1:], stdout, stderr)
		case "help":
			return driver.Help(args[1:], analyzers.All, stdout, stderr)
		case "explain":
			return driver.Explain(args[1:], analyzers.All, stdout, stderr)
		case "cache":
			return driver.Cache(args[1:], stdout, stderr)
		case "catalog":
			return driver.Catalog(args[1:], stdout, stderr)
		}
	}
	return driver.Check(args, analyzers.All, stdout, stderr)
}
