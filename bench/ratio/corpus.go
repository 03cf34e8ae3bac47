package main

import (
	"fmt"
	"time"
)

// A corpus is one target of the benchmark, with the commands measured on
// it.
type corpus struct {
	name              string
	dir               string
	handlers          int // of a generated corpus; 0 for the others
	floor, cold, warm *command
	base              *command // the -base build, cold; nil without it
}

// measure runs the commands on the corpus (the floor, toolerrlint cold and
// warm, and the -base build cold if baseTool is set): warmup unmeasured
// rounds (which also fill the warm run's cache), then runs measured
// rounds, each in an order rotated from the last, so that no command
// always inherits the caches and CPU state another leaves behind.
func (c *corpus) measure(tool, baseTool, floor, cacheDir string, patterns []string, tests bool, warmup, runs int) error {
	args := append([]string{"-C", c.dir, fmt.Sprintf("-tests=%t", tests)}, patterns...)
	c.floor = &command{name: "loadfloor", path: floor, args: args}
	c.cold = &command{name: "toolerrlint", path: tool, args: args, env: []string{"TOOLERRLINT_CACHE=off"}}
	c.warm = &command{name: "toolerrlint", path: tool, args: args, env: []string{"TOOLERRLINT_CACHE=" + cacheDir}}
	if _, err := c.warm.run(); err != nil { // fills the cache
		return err
	}
	order := []*command{c.floor, c.cold, c.warm}
	if baseTool != "" {
		c.base = &command{name: "toolerrlint", path: baseTool, args: args, env: []string{"TOOLERRLINT_CACHE=off"}}
		order = append(order, c.base)
	}
	for i := range warmup + runs {
		for j := range order {
			cmd := order[(i+j)%len(order)]
			m, err := cmd.run()
			if err != nil {
				return err
			}
			if i >= warmup {
				cmd.samples = append(cmd.samples, m)
			}
		}
	}
	return nil
}

// print writes the corpus's line of ratios and reports whether one
// exceeds its goal.
func (c *corpus) print() (over bool) {
	fw, fr := c.floor.medianWall(), c.floor.medianRSS()
	coldWall := ratio(c.cold.medianWall(), fw)
	coldRSS := float64(c.cold.medianRSS()) / float64(fr)
	coldCPU := ratio(c.cold.medianCPU(), c.floor.medianCPU())
	warmWall := ratio(c.warm.medianWall(), fw)
	warmRSS := float64(c.warm.medianRSS()) / float64(fr)
	lo, hi := c.floor.wallRange()
	fmt.Printf("%-22s floor %8s (%s..%s) %9s | cold wall %.2fx%s RSS %.2fx%s CPU %.2fx | warm wall %.2fx%s RSS %.2fx\n",
		c.name, round(fw), round(lo), round(hi), mib(fr),
		coldWall, mark(coldWall, coldWallGoal), coldRSS, mark(coldRSS, coldRSSGoal), coldCPU,
		warmWall, mark(warmWall, warmWallGoal), warmRSS)
	if c.base != nil {
		fmt.Printf("%-22s -base: cold wall %.2fx  RSS %.2fx  CPU %.2fx\n", "",
			ratio(c.base.medianWall(), fw), float64(c.base.medianRSS())/float64(fr), ratio(c.base.medianCPU(), c.floor.medianCPU()))
	}
	return coldWall > coldWallGoal || coldRSS > coldRSSGoal || warmWall > warmWallGoal
}

// mark flags a ratio over its goal.
func mark(r, goal float64) string {
	if r > goal {
		return "!"
	}
	return " "
}

// printScaling writes how the analysis time (a cold run less the load
// floor) grows with the handlers of the generated corpora.
func printScaling(corpora []*corpus) {
	var gen []*corpus
	for _, c := range corpora {
		if c.handlers > 0 {
			gen = append(gen, c)
		}
	}
	if len(gen) == 0 {
		return
	}
	fmt.Printf("\ngoals: cold wall <= %.2fx, cold RSS <= %.2fx, warm wall <= %.2fx of the floor (! marks a miss)\n", coldWallGoal, coldRSSGoal, warmWallGoal)
	fmt.Printf("\nanalysis time (cold run - floor) by handlers, generated module; wall, then CPU\n")
	fmt.Printf("%-10s %9s %10s %10s %10s %14s %12s %12s %14s\n", "corpus", "handlers", "floor", "cold", "analysis", "per handler", "vs smallest", "analysis CPU", "CPU/handler")
	base := gen[0]
	baseAnalysis := base.cold.medianWall() - base.floor.medianWall()
	for _, c := range gen {
		analysis := c.cold.medianWall() - c.floor.medianWall()
		per := analysis / time.Duration(c.handlers)
		cpu := c.cold.medianCPU() - c.floor.medianCPU()
		fmt.Printf("%-10s %9d %10s %10s %10s %14s %11.2fx %12s %14s\n", c.name, c.handlers,
			round(c.floor.medianWall()), round(c.cold.medianWall()), round(analysis), per.Round(time.Microsecond),
			ratio(analysis, baseAnalysis), round(cpu), (cpu / time.Duration(c.handlers)).Round(time.Microsecond))
	}
}

func ratio(a, b time.Duration) float64 { return a.Seconds() / b.Seconds() }
