package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// counts are a server's figures: failures (lines of the audit) of the
// kinds both sides report, and static findings of those rules.
type counts struct {
	failures, confirmed  int // confirmed: a finding of the same rule on the same tool
	findings, reproduced int // reproduced: a failure of the same kind on the same tool
	other                int
}

func (r *sideBySide) counts() counts {
	c := counts{other: len(r.other)}
	for _, f := range r.shared {
		c.findings++
		if slices.ContainsFunc(r.tools, func(t *tool) bool { return t.hasFailure(f.rule) }) {
			c.reproduced++
		}
	}
	for _, t := range r.tools {
		for _, f := range t.failures {
			c.failures++
			if t.hasFinding(ruleOf[f.kind]) || r.hasShared(ruleOf[f.kind]) {
				c.confirmed++
			}
		}
		for _, f := range t.findings {
			c.findings++
			if t.hasFailure(f.rule) {
				c.reproduced++
			}
		}
	}
	return c
}

func (t *tool) hasFinding(rule string) bool {
	return slices.ContainsFunc(t.findings, func(f finding) bool { return f.rule == rule })
}

func (r *sideBySide) hasShared(rule string) bool {
	return slices.ContainsFunc(r.shared, func(f finding) bool { return f.rule == rule })
}

func (t *tool) hasFailure(rule string) bool {
	return slices.ContainsFunc(t.failures, func(f failure) bool { return ruleOf[f.kind] == rule })
}

func writeTable(w io.Writer, rows []*sideBySide, verbose bool) {
	fmt.Fprintln(w, "| server | run-time failures (tool, cause) | with a finding on the tool | static findings | reproduced | other failures |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | --- | --- |")
	for _, r := range rows {
		if r.err != nil {
			fmt.Fprintf(w, "| %s | not run: %s | | | | |\n", r.name, firstLine(r.err.Error()))
			continue
		}
		c := r.counts()
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %d |\n", r.name, c.failures, c.confirmed, c.findings, c.reproduced, c.other)
	}
	if !verbose {
		return
	}
	for _, r := range rows {
		if r.err != nil {
			continue
		}
		fmt.Fprintf(w, "\n%s:\n", r.name)
		for _, t := range r.tools {
			for _, f := range t.failures {
				mark := "no finding"
				switch {
				case t.hasFinding(ruleOf[f.kind]):
					mark = "finding"
				case r.hasShared(ruleOf[f.kind]):
					mark = "finding on the shared wrapper"
				}
				fmt.Fprintf(w, "  %s: %s (%d inputs, %s) [%s]\n", t.name, shorten(f.got, 100), f.inputs, f.input, mark)
			}
			for _, f := range t.findings {
				mark := "not reproduced"
				if t.hasFailure(f.rule) {
					mark = "reproduced"
				}
				fmt.Fprintf(w, "  %s: %s at %s [%s]\n", t.name, f.rule, f.pos, mark)
			}
		}
		for _, f := range r.shared {
			mark := "not reproduced"
			if slices.ContainsFunc(r.tools, func(t *tool) bool { return t.hasFailure(f.rule) }) {
				mark = "reproduced"
			}
			fmt.Fprintf(w, "  every tool: %s at %s [%s]\n", f.rule, f.pos, mark)
		}
		for _, f := range r.other {
			fmt.Fprintf(w, "  other: %s (%d inputs, %s)\n", shorten(f.got, 100), f.inputs, f.input)
		}
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
