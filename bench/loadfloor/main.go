// Command loadfloor only loads packages the way toolerrlint does, with
// syntax and types for the named packages and export data for their
// dependencies, and exits. Its cost is the floor toolerrlint's is measured
// against: whatever toolerrlint spends above it is the price of the rules.
//
// Usage:
//
//	loadfloor [-C dir] [-tests=false] [packages]
package main

import (
	"flag"
	"fmt"
	"os"

	"golang.org/x/tools/go/packages"
)

func main() {
	dir := flag.String("C", "", "load as if started in `dir`")
	tests := flag.Bool("tests", true, "also load test files, as toolerrlint does by default")
	flag.Parse()
	patterns := flag.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	cfg := &packages.Config{
		// The mode toolerrlint uses when no rule needs facts.
		Mode:  packages.LoadSyntax | packages.NeedModule,
		Dir:   *dir,
		Tests: *tests,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		fmt.Fprintf(os.Stderr, "loadfloor: %v\n", err)
		os.Exit(1)
	}
	if len(pkgs) == 0 {
		fmt.Fprintf(os.Stderr, "loadfloor: %v matched no packages\n", patterns)
		os.Exit(1)
	}
}
