// Command toolerrlint checks the tool error hygiene of Go code that exposes
// tools to language models.
//
// Usage:
//
//	toolerrlint [flags] [packages]        # default ./...
//	go vet -vettool=$(command -v toolerrlint) ./...
//	toolerrlint explain RULE
//	toolerrlint version
//
// Reports come as text, JSON, SARIF 2.1.0 or GitHub Actions annotations
// (-format text|json|sarif|github). -fix applies the rules' suggested fixes;
// -diff prints them as a unified diff instead.
//
// Exit status, in every format: 0 no findings, 1 findings, 2 the run failed.
package main

import (
	"os"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

func main() {
	args := os.Args[1:]
	if isUnitcheckerInvocation(args) {
		runUnitchecker(analyzers.All) // does not return
	}
	os.Exit(dispatch(args, analyzers.All, os.Stdout, os.Stderr))
}
