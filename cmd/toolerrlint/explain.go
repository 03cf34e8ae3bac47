package main

import (
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// runExplain prints the documentation of one rule.
func runExplain(args []string, rules []*analysis.Analyzer, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintf(stderr, "usage: toolerrlint explain RULE\nknown rules: %s\n", ruleNames(rules))
		return exitFailure
	}
	a := findRule(rules, args[0])
	if a == nil {
		fmt.Fprintf(stderr, "toolerrlint: unknown rule %q; known rules: %s\n", args[0], ruleNames(rules))
		return exitFailure
	}
	fmt.Fprintln(stdout, strings.TrimSpace(a.Doc))
	if a.URL != "" {
		fmt.Fprintf(stdout, "\nSee %s\n", a.URL)
	}
	return exitClean
}
