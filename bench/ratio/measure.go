package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"time"
)

// A command is one of the measured programs with its samples.
type command struct {
	name    string
	path    string
	args    []string
	env     []string
	samples []measurement
}

// A measurement is the cost of one run.
type measurement struct {
	wall   time.Duration
	cpu    time.Duration // user and system, the go list runs included
	rssKiB int64
}

// run runs the command once. toolerrlint exits 1 when it reports
// findings, which is a successful run; any other failure voids the
// measurement, since a run that stopped early measures nothing.
func (c *command) run() (measurement, error) {
	cmd := exec.Command(c.path, c.args...)
	cmd.Env = append(os.Environ(), c.env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	var exitErr *exec.ExitError
	if err != nil && !(errors.As(err, &exitErr) && exitErr.ExitCode() == 1 && c.name == "toolerrlint") {
		return measurement{}, fmt.Errorf("%s %v: %v\n%s", c.name, c.args, err, stderr.Bytes())
	}
	ps := cmd.ProcessState
	return measurement{wall: wall, cpu: ps.UserTime() + ps.SystemTime(), rssKiB: maxRSSKiB(ps)}, nil
}

func (c *command) medianWall() time.Duration {
	walls := make([]time.Duration, len(c.samples))
	for i, s := range c.samples {
		walls[i] = s.wall
	}
	return median(walls)
}

// medianCPU is the median CPU time of the runs: on a machine shared with
// other work it moves less than the wall time, which waits for the cores.
func (c *command) medianCPU() time.Duration {
	cpus := make([]time.Duration, len(c.samples))
	for i, s := range c.samples {
		cpus[i] = s.cpu
	}
	return median(cpus)
}

func (c *command) wallRange() (lo, hi time.Duration) {
	walls := make([]time.Duration, len(c.samples))
	for i, s := range c.samples {
		walls[i] = s.wall
	}
	return slices.Min(walls), slices.Max(walls)
}

func (c *command) medianRSS() int64 {
	rss := make([]int64, len(c.samples))
	for i, s := range c.samples {
		rss[i] = s.rssKiB
	}
	return median(rss)
}

// median of a non-empty sample; the mean of the middle two for an even count.
func median[T time.Duration | int64](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func round(d time.Duration) string {
	return d.Round(time.Millisecond).String()
}

func mib(kib int64) string {
	return fmt.Sprintf("%.1f MiB", float64(kib)/1024)
}
