package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"sort"
	"time"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

type finding = drivertest.DiagnosticJSON

// A report is what one toolerrlint -format json run gave.
type report struct {
	Findings []finding
	Errors   []string // packages that did not load, and the run's own failure
}

// lint runs the toolerrlint binary on patterns with -format json, the
// report written to file so that what the command says on standard error
// stays apart.
func (r *runner) lint(tool, file string, patterns []string) report {
	out, code := r.run(20*time.Minute, tool, append([]string{"-format", "json", "-o", file}, patterns...)...)
	var rep drivertest.ReportJSON
	data, err := os.ReadFile(file)
	if err == nil {
		err = json.Unmarshal(data, &rep)
	}
	if err != nil {
		return report{Errors: []string{fmt.Sprintf("exit %d, no JSON report (%v): %.2000s", code, err, out)}}
	}
	var errs []string
	for _, e := range rep.Errors {
		errs = append(errs, e.Package+": "+e.Message)
	}
	return report{Findings: rep.Diagnostics, Errors: errs}
}

// fix runs the toolerrlint binary with -fix on patterns.
func (r *runner) fix(tool string, patterns []string) (string, int) {
	out, code := r.run(20*time.Minute, tool, append([]string{"-fix"}, patterns...)...)
	return string(out), code
}

// linePositions are file:line[:col] references inside a message, which a
// fix elsewhere in the file moves.
var linePositions = regexp.MustCompile(`\.go:\d+(:\d+)?`)

// identity is what survives a fix elsewhere in the file: lines move, the
// rule, file and message stay.
type identity struct{ rule, file, message string }

func identityOf(f finding) identity {
	return identity{f.Rule, f.File, linePositions.ReplaceAllString(f.Message, ".go")}
}

// comparison sets the findings of the run after -fix against those
// before: a finding after is the same as one before with the same
// identity, matched first to findings that had no fix (which -fix leaves
// in place), then to those that had one (a fix that did not hold).
type comparison struct {
	Fixed    []finding // had a fix before, gone after
	Unfixed  []finding // had no fix before
	CameBack []finding // had a fix before, still there after
	New      []finding // after, matching nothing before
}

func compare(before, after []finding) comparison {
	type bucket struct{ withFix, without []finding }
	buckets := map[identity]*bucket{}
	var c comparison
	for _, f := range before {
		b := buckets[identityOf(f)]
		if b == nil {
			b = &bucket{}
			buckets[identityOf(f)] = b
		}
		if len(f.SuggestedFixes) > 0 {
			b.withFix = append(b.withFix, f)
		} else {
			b.without = append(b.without, f)
			c.Unfixed = append(c.Unfixed, f)
		}
	}
	for _, f := range after {
		b := buckets[identityOf(f)]
		switch {
		case b != nil && len(b.without) > 0:
			b.without = b.without[1:]
		case b != nil && len(b.withFix) > 0:
			c.CameBack = append(c.CameBack, b.withFix[0])
			b.withFix = b.withFix[1:]
		default:
			c.New = append(c.New, f)
		}
	}
	for _, b := range buckets {
		c.Fixed = append(c.Fixed, b.withFix...)
	}
	for _, l := range [][]finding{c.Fixed, c.Unfixed, c.CameBack, c.New} {
		sortFindings(l)
	}
	return c
}

func sortFindings(l []finding) {
	sort.Slice(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Rule < b.Rule
	})
}
