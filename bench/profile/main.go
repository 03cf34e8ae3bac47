// Command profile profiles a cold standalone run's analysis apart from its
// load: it loads the packages as toolerrlint does, then runs the rules on
// them through the driver's executor, with the command's options (a
// package and its test variant share one inspector), and writes into -o
//
//   - cpu.pprof: a CPU profile of the analysis alone, over every round;
//   - heap-load.pprof: the live heap once the packages are loaded;
//   - heap-analysis.pprof: the live heap after the first round, which lets
//     each package's syntax and type information go as toolerrlint does,
//     the packages themselves still referenced: what is left is what the
//     run keeps.
//
// For the load and for each round of analysis it prints the wall and CPU
// time (their ratio is how many cores were busy), the bytes allocated and
// the collector's cycles. With -n above 1, the rounds run on the same
// packages, which then keep their syntax throughout.
//
// Usage:
//
//	go run ./bench/profile [-C dir] [-o dir] [-n rounds] [-memprofilerate bytes] [-tests=false] [packages]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/analyze"
	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

func main() {
	dir := flag.String("C", "", "load as if started in `dir`")
	out := flag.String("o", ".", "write the profiles into `dir`")
	rounds := flag.Int("n", 1, "analysis rounds")
	tests := flag.Bool("tests", true, "also load and analyze test files")
	settle := flag.Bool("settle", true, "collect after the load and write its heap profile before the first round; with -settle=false the first round starts on the heap the load left, and pays the collection it has due, as in a command")
	memRate := flag.Int("memprofilerate", runtime.MemProfileRate, "sample one allocation in every `bytes` allocated for the heap profiles; 1 records every allocation")
	flag.Parse()
	runtime.MemProfileRate = *memRate
	patterns := flag.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	abs, err := filepath.Abs(*dir)
	if err != nil {
		fatalf("%v", err)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fatalf("%v", err)
	}

	rules := analyzers.All
	p := begin()
	listing, err := load.List(abs, patterns, *tests, ruleset.UsesFacts(rules), nil)
	if err != nil {
		fatalf("%v", err)
	}
	listing.Check(nil, nil)
	listing.CutToSource()
	pkgs, loaded := listing.Matched, listing.Loaded
	p.end(fmt.Sprintf("load (%d packages)", len(loaded)))
	if *settle {
		writeHeap(filepath.Join(*out, "heap-load.pprof"))
	}

	f, err := os.Create(filepath.Join(*out, "cpu.pprof"))
	if err != nil {
		fatalf("%v", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fatalf("%v", err)
	}
	roots := append(slices.Clone(rules), suppress.Passes(rules)...)
	for i := range *rounds {
		p := begin()
		// The executor's options as the command sets them, but for later
		// rounds, which need the syntax the first would let go.
		opts := analyze.Options(loaded, *rounds == 1, nil)
		if _, err := execute.Run(roots, pkgs, opts); err != nil {
			fatalf("%v", err)
		}
		p.end(fmt.Sprintf("analysis round %d", i+1))
		if i == 0 {
			writeHeap(filepath.Join(*out, "heap-analysis.pprof"))
		}
	}
	pprof.StopCPUProfile()
	if err := f.Close(); err != nil {
		fatalf("%v", err)
	}
	runtime.KeepAlive(loaded)
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "profile: "+format+"\n", args...)
	os.Exit(2)
}
