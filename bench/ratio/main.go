// Command ratio measures what toolerrlint costs above the load floor: it
// builds toolerrlint and loadfloor, runs them alternately on the same
// packages, and prints the median wall time and peak RSS of each and their
// ratios against the speed goals.
//
// Usage, from anywhere inside this module:
//
//	go run ./bench/ratio [-C dir] [-n runs] [-warmup runs] [-tests=false] [-check] [packages]
//
// The default target is the examples module of this repository.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The speed goals: toolerrlint may take this many times the wall time and
// peak memory of loading the same packages.
const (
	wallGoal = 1.3
	rssGoal  = 1.5
)

func main() {
	dir := flag.String("C", "", "measure in `dir` (default: the examples module of this repository)")
	runs := flag.Int("n", 10, "measured runs of each command")
	warmup := flag.Int("warmup", 1, "unmeasured runs of each command first, to fill the build cache")
	tests := flag.Bool("tests", true, "also load and analyze test files")
	check := flag.Bool("check", false, "exit 1 when a ratio exceeds its goal")
	flag.Parse()
	patterns := flag.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	if *runs < 1 || *warmup < 0 {
		fatalf("-n must be at least 1 and -warmup at least 0")
	}

	root, err := moduleRoot()
	if err != nil {
		fatalf("%v", err)
	}
	target := *dir
	if target == "" {
		target = filepath.Join(root, "examples")
	}
	if target, err = filepath.Abs(target); err != nil {
		fatalf("%v", err)
	}
	if info, err := os.Stat(target); err != nil || !info.IsDir() {
		fatalf("%s is not a directory; pass -C DIR", target)
	}

	bin, err := os.MkdirTemp("", "toolerrlint-bench-")
	if err != nil {
		fatalf("%v", err)
	}
	defer os.RemoveAll(bin)
	tool := filepath.Join(bin, "toolerrlint")
	floor := filepath.Join(bin, "loadfloor")
	if err := goBuild(root, tool, "./cmd/toolerrlint"); err != nil {
		fatalf("%v", err)
	}
	if err := goBuild(root, floor, "./bench/loadfloor"); err != nil {
		fatalf("%v", err)
	}

	args := append([]string{"-C", target, fmt.Sprintf("-tests=%t", *tests)}, patterns...)
	commands := []*command{
		{name: "loadfloor", path: floor, args: args},
		{name: "toolerrlint", path: tool, args: args},
	}
	for i := range *warmup + *runs {
		// Alternate which command goes first, so that neither always
		// inherits the caches and the CPU state the other leaves behind.
		order := commands
		if i%2 == 1 {
			order = []*command{commands[1], commands[0]}
		}
		for _, c := range order {
			m, err := c.run()
			if err != nil {
				fatalf("%v", err)
			}
			if i >= *warmup {
				c.samples = append(c.samples, m)
			}
		}
	}

	floorCmd, toolCmd := commands[0], commands[1]
	wallRatio := toolCmd.medianWall().Seconds() / floorCmd.medianWall().Seconds()
	rssRatio := float64(toolCmd.medianRSS()) / float64(floorCmd.medianRSS())

	fmt.Printf("target   %s\npatterns %s\nruns     %d each, alternating, after %d warm-up\n\n",
		target, strings.Join(patterns, " "), *runs, *warmup)
	fmt.Printf("%-12s %12s %22s %14s\n", "", "median wall", "wall min..max", "median maxRSS")
	for _, c := range commands {
		lo, hi := c.wallRange()
		fmt.Printf("%-12s %12s %22s %14s\n", c.name, round(c.medianWall()), round(lo)+".."+round(hi), mib(c.medianRSS()))
	}
	fmt.Printf("\nwall ratio %.2fx (goal <= %.1fx)\nRSS ratio  %.2fx (goal <= %.1fx)\n", wallRatio, wallGoal, rssRatio, rssGoal)

	if *check && (wallRatio > wallGoal || rssRatio > rssGoal) {
		os.Exit(1)
	}
}

// moduleRoot is the directory of this repository's go.mod, found through
// the go command so that the benchmark runs from any directory inside it.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %v", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("run inside the toolerrlint module")
	}
	root := filepath.Dir(gomod)
	if _, err := os.Stat(filepath.Join(root, "cmd", "toolerrlint")); err != nil {
		return "", fmt.Errorf("%s is not the toolerrlint module", root)
	}
	return root, nil
}

func goBuild(root, out, pkg string) error {
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = root
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %v\n%s", pkg, err, msg)
	}
	return nil
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "ratio: "+format+"\n", args...)
	os.Exit(2)
}
