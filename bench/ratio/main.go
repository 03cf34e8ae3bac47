// Command ratio measures what toolerrlint costs against the load floor: it
// builds toolerrlint and loadfloor, then, on each corpus, runs alternately
// the load alone, a cold toolerrlint run (TOOLERRLINT_CACHE=off) and a warm
// one (a result cache filled by a run before), and prints the median wall
// time and peak RSS of each as ratios to the floor's, and how the time
// spent above the floor grows with the number of handlers.
//
// Usage, from anywhere inside this module:
//
//	go run ./bench/ratio [-n runs] [-warmup runs] [-scales 1,4,16] [-C dir]... [-base dir] [-check] [packages]
//
// The corpora are the examples module of this repository, the module
// bench/gen writes at each of -scales (the scaling table), and each -C
// directory (patterns default to ./...).
//
// -base names another checkout of this module (git worktree add DIR REV):
// its toolerrlint runs cold too, in the same rotation, and its ratios are
// printed beside this one's, so that a change is measured against what it
// changes in one run rather than in two runs a load apart.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// The goals, as ratios to the load floor.
const (
	coldWallGoal = 1.15
	coldRSSGoal  = 1.30
	warmWallGoal = 0.35
)

func main() {
	runs := flag.Int("n", 5, "measured runs of each command on each corpus")
	warmup := flag.Int("warmup", 1, "unmeasured runs of each command first, to fill the build cache")
	tests := flag.Bool("tests", true, "also load and analyze test files")
	scales := flag.String("scales", "1,4,16", "comma-separated scales of the generated module (empty for none)")
	check := flag.Bool("check", false, "exit 1 when a ratio exceeds its goal")
	base := flag.String("base", "", "also run, cold, the toolerrlint of the checkout in `dir`, for comparison")
	var dirs []string
	flag.Func("C", "also measure in `dir` (repeatable)", func(d string) error { dirs = append(dirs, d); return nil })
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
	tmp, err := os.MkdirTemp("", "toolerrlint-bench-")
	if err != nil {
		fatalf("%v", err)
	}
	defer os.RemoveAll(tmp)
	tool := filepath.Join(tmp, "toolerrlint")
	floor := filepath.Join(tmp, "loadfloor")
	for out, pkg := range map[string]string{tool: "./cmd/toolerrlint", floor: "./bench/loadfloor"} {
		if err := goBuild(root, out, pkg); err != nil {
			fatalf("%v", err)
		}
	}
	baseTool := ""
	if *base != "" {
		baseTool = filepath.Join(tmp, "toolerrlint-base")
		if err := goBuild(*base, baseTool, "./cmd/toolerrlint"); err != nil {
			fatalf("-base: %v", err)
		}
	}

	var corpora []*corpus
	corpora = append(corpora, &corpus{name: "examples", dir: filepath.Join(root, "examples")})
	for _, s := range strings.Split(*scales, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		scale, err := strconv.Atoi(s)
		if err != nil || scale < 1 {
			fatalf("-scales: %q is not a positive integer", s)
		}
		dir := filepath.Join(tmp, "gen"+s)
		gen := exec.Command("go", "run", "./bench/gen", "-o", dir, "-scale", s)
		gen.Dir = root
		if out, err := gen.CombinedOutput(); err != nil {
			fatalf("bench/gen: %v\n%s", err, out)
		}
		corpora = append(corpora, &corpus{name: "gen x" + s, dir: dir, handlers: handlers(scale)})
	}
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			fatalf("%v", err)
		}
		corpora = append(corpora, &corpus{name: filepath.Base(abs), dir: abs})
	}

	fmt.Printf("patterns %s, tests %t; %d runs of each command per corpus, alternating, after %d warm-up\n\n",
		strings.Join(patterns, " "), *tests, *runs, *warmup)
	failed := false
	for _, c := range corpora {
		if err := c.measure(tool, baseTool, floor, filepath.Join(tmp, "cache-"+strconv.Itoa(len(c.name))+filepath.Base(c.dir)), patterns, *tests, *warmup, *runs); err != nil {
			fatalf("%s: %v", c.name, err)
		}
		failed = c.print() || failed
	}
	printScaling(corpora)
	if *check && failed {
		os.Exit(1)
	}
}

// handlers is the number of handlers of the generated module at a scale,
// as bench/gen writes it.
func handlers(scale int) int {
	return int(float64(scale)*12.5+0.5) * 10
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
