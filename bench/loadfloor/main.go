// Command loadfloor only loads packages the way toolerrlint does, with the
// driver's own load: syntax and types for the named packages (and, since
// the rules use facts, for the main module's packages they import), export
// data for the rest, and exits. Its cost is the floor toolerrlint's is
// measured against: whatever toolerrlint spends above it is the price of
// the rules.
//
// Usage:
//
//	loadfloor [-C dir] [-tests=false] [packages]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

func main() {
	dir := flag.String("C", "", "load as if started in `dir`")
	tests := flag.Bool("tests", true, "also load test files, as toolerrlint does by default")
	flag.Parse()
	patterns := flag.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	abs, err := filepath.Abs(*dir)
	if err != nil {
		fmt.Fprintf(os.Stderr, "loadfloor: %v\n", err)
		os.Exit(1)
	}
	if _, _, err := load.Packages(abs, patterns, *tests, ruleset.UsesFacts(analyzers.All)); err != nil {
		fmt.Fprintf(os.Stderr, "loadfloor: %v\n", err)
		os.Exit(1)
	}
}
