package main

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// A result is what happened to one server.
type result struct {
	Server  server
	Skipped string // why nothing was measured; empty when it was
	Took    time.Duration

	BuildBefore, BuildAfter check
	VetBefore, VetAfter     check
	TestsBefore, TestsAfter testOutcome
	Before, After           report

	FixOutput string
	FixCode   int
	Changed   []string // .go files the fix changed, relative to the checkout
	// Unformatted lists the changed files gofmt would change after the fix
	// and not before.
	Unformatted []string
	Diff        string
	Compared    comparison
	// Tested lists the packages whose tests ran before and after: those
	// the edited files can change.
	Tested []string
	Notes  []string
}

// regressions are the packages whose tests passed before the fix and do
// not after.
func (r *result) regressions() []string {
	var lost []string
	for _, p := range r.TestsBefore.passed() {
		if r.TestsAfter.Packages[p] != "pass" {
			lost = append(lost, p)
		}
	}
	return lost
}

func (r *result) withFix() int {
	n := 0
	for _, f := range r.Before.Findings {
		if len(f.SuggestedFixes) > 0 {
			n++
		}
	}
	return n
}

// broken tells whether the fix broke something this command checks.
func (r *result) broken() bool {
	return r.BuildBefore.OK && !r.BuildAfter.OK || r.VetBefore.OK && !r.VetAfter.OK ||
		len(r.Unformatted) > 0 || len(r.regressions()) > 0 ||
		len(r.Compared.CameBack) > 0 || len(r.Compared.New) > 0
}

func (r *result) summary() string {
	if r.Skipped != "" {
		return "skipped: " + r.Skipped
	}
	state := "ok"
	if r.broken() {
		state = "BROKEN"
	}
	return fmt.Sprintf("%s, %d findings, %d with a fix, %d fixed, %d after, %s",
		state, len(r.Before.Findings), r.withFix(), len(r.Compared.Fixed), len(r.After.Findings), r.Took.Round(time.Second))
}

// byRule counts findings per rule.
func byRule(l []finding) map[string]int {
	m := map[string]int{}
	for _, f := range l {
		m[f.Rule]++
	}
	return m
}

func ruleCounts(m map[string]int) string {
	var rules []string
	for r := range m {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	var parts []string
	for _, r := range rules {
		parts = append(parts, fmt.Sprintf("%s %d", r, m[r]))
	}
	if len(parts) == 0 {
		return "–"
	}
	return strings.Join(parts, ", ")
}

func passFail(before, after check) string {
	word := func(c check) string {
		if c.OK {
			return "ok"
		}
		return "FAIL"
	}
	return word(before) + " → " + word(after)
}

// writeReport writes the markdown report: one row per server and a total,
// the fix coverage by rule, and every failure with what caused it.
func writeReport(w io.Writer, tool string, results []*result) {
	fmt.Fprintf(w, "toolerrlint: %s\n\n", tool)
	fmt.Fprintln(w, "| server | commit | findings | with a fix | fixed | unfixed, by rule | build | vet | gofmt | tests passing | findings after | new | came back |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	var all, withFix, fixed, unfixed []finding
	var total struct{ before, after, passedBefore, passedAfter, brokenBuild, newF, back, unformatted int }
	for _, r := range results {
		s := r.Server
		if r.Skipped != "" {
			fmt.Fprintf(w, "| %s | %s | skipped: %s | | | | | | | | | | |\n", s.Name, s.Commit, r.Skipped)
			continue
		}
		gofmt := "clean"
		if len(r.Unformatted) > 0 {
			gofmt = fmt.Sprintf("**%d files**", len(r.Unformatted))
		}
		passedBefore := len(r.TestsBefore.passed())
		passedAfter := passedBefore - len(r.regressions())
		tests := "–"
		if len(r.Tested) > 0 {
			tests = fmt.Sprintf("%d → %d", passedBefore, passedAfter)
		}
		fmt.Fprintf(w, "| %s | %s | %d | %d | %d | %s | %s | %s | %s | %s | %d | %d | %d |\n",
			s.Name, s.Commit, len(r.Before.Findings), r.withFix(), len(r.Compared.Fixed), ruleCounts(byRule(r.Compared.Unfixed)),
			passFail(r.BuildBefore, r.BuildAfter), passFail(r.VetBefore, r.VetAfter), gofmt,
			tests, len(r.After.Findings), len(r.Compared.New), len(r.Compared.CameBack))
		all = append(all, r.Before.Findings...)
		for _, f := range r.Before.Findings {
			if len(f.SuggestedFixes) > 0 {
				withFix = append(withFix, f)
			}
		}
		fixed = append(fixed, r.Compared.Fixed...)
		unfixed = append(unfixed, r.Compared.Unfixed...)
		total.after += len(r.After.Findings)
		total.passedBefore += passedBefore
		total.passedAfter += passedAfter
		total.newF += len(r.Compared.New)
		total.back += len(r.Compared.CameBack)
		total.unformatted += len(r.Unformatted)
		if r.BuildBefore.OK && !r.BuildAfter.OK {
			total.brokenBuild++
		}
	}
	fmt.Fprintf(w, "| **total** | | **%d** | **%d** | **%d** | %s | %d broken | | %d files | %d → %d | %d | %d | %d |\n\n",
		len(all), len(withFix), len(fixed), ruleCounts(byRule(unfixed)), total.brokenBuild, total.unformatted,
		total.passedBefore, total.passedAfter, total.after, total.newF, total.back)

	fmt.Fprintln(w, "| rule | findings | with a fix | fixed | fixed, share |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | --- |")
	allBy, withBy, fixedBy := byRule(all), byRule(withFix), byRule(fixed)
	var rules []string
	for r := range allBy {
		rules = append(rules, r)
	}
	sort.Strings(rules)
	for _, rule := range rules {
		fmt.Fprintf(w, "| %s | %d | %d | %d | %s |\n", rule, allBy[rule], withBy[rule], fixedBy[rule], share(fixedBy[rule], allBy[rule]))
	}
	fmt.Fprintf(w, "| **all** | **%d** | **%d** | **%d** | **%s** |\n", len(all), len(withFix), len(fixed), share(len(fixed), len(all)))

	writeFailures(w, results)
}

func share(n, of int) string {
	if of == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
}

// writeFailures lists, server by server, what the fixes broke and what
// kept the measure from being whole (load errors, skipped servers).
func writeFailures(w io.Writer, results []*result) {
	var b strings.Builder
	for _, r := range results {
		if r.Skipped != "" {
			continue
		}
		notes := append([]string(nil), r.Notes...)
		src := r.Server.Name
		if r.BuildBefore.OK && !r.BuildAfter.OK {
			notes = append(notes, "go build fails after the fix:\n"+indent(head(r.BuildAfter.Output, 30)))
		}
		if !r.BuildBefore.OK {
			notes = append(notes, "go build fails before the fix (not counted against it):\n"+indent(head(r.BuildBefore.Output, 10)))
		}
		if r.VetBefore.OK && !r.VetAfter.OK {
			notes = append(notes, "go vet fails after the fix:\n"+indent(head(r.VetAfter.Output, 30)))
		}
		for _, f := range r.Unformatted {
			notes = append(notes, "not gofmt-clean after the fix: "+f)
		}
		for _, p := range r.regressions() {
			notes = append(notes, fmt.Sprintf("tests of %s passed before the fix and %s after: %s",
				p, orNone(r.TestsAfter.Packages[p]), topTests(r.TestsAfter.Failed[p])))
		}
		for _, f := range r.Compared.CameBack {
			notes = append(notes, "fixed finding still reported: "+describe(f)+"\n"+indent(fixEdits(f)))
		}
		for _, f := range r.Compared.New {
			notes = append(notes, "new finding after the fix: "+describe(f))
		}
		if r.FixCode != 0 && r.FixCode != 1 {
			notes = append(notes, fmt.Sprintf("toolerrlint -fix exited %d:\n%s", r.FixCode, indent(head(r.FixOutput, 10))))
		}
		if n := len(r.Before.Errors); n > 0 {
			notes = append(notes, fmt.Sprintf("%d load errors before the fix (the findings are those of what loaded), the first:\n%s", n, indent(head(r.Before.Errors[0], 5))))
		}
		if len(notes) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n### %s\n\n", src)
		if r.Diff != "" {
			fmt.Fprintf(&b, "The fix's diff: %s\n\n", r.Diff)
		}
		for _, n := range notes {
			fmt.Fprintf(&b, "- %s\n", n)
		}
	}
	if b.Len() > 0 {
		fmt.Fprintf(w, "\n## Failures and notes\n%s", b.String())
	}
}

func describe(f finding) string {
	return fmt.Sprintf("%s:%d:%d: %s (%s)", f.File, f.Line, f.Column, f.Message, f.Rule)
}

// fixEdits shows the edits of a finding's first fix as the lines they
// replace and the text they put there.
func fixEdits(f finding) string {
	if len(f.SuggestedFixes) == 0 {
		return ""
	}
	fix := f.SuggestedFixes[0]
	var b strings.Builder
	fmt.Fprintf(&b, "fix %q:\n", fix.Message)
	for _, e := range fix.Edits {
		fmt.Fprintf(&b, "  %s@%d-%d: %q\n", filepath.Base(e.File), e.Start, e.End, e.NewText)
	}
	return b.String()
}

func orNone(action string) string {
	if action == "" {
		return "did not run"
	}
	return action
}

func head(s string, lines int) string {
	l := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(l) > lines {
		l = append(l[:lines], fmt.Sprintf("(%d lines more)", len(l)-lines))
	}
	return strings.Join(l, "\n")
}

func indent(s string) string {
	if s == "" {
		return ""
	}
	return "  ```\n  " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n  ") + "\n  ```"
}

// topTests names the failed tests without their subtests, the first few.
func topTests(failed []string) string {
	var top []string
	for _, t := range failed {
		if !strings.Contains(t, "/") {
			top = append(top, t)
		}
	}
	if len(top) > 8 {
		top = append(top[:8], fmt.Sprintf("and %d more", len(top)-8))
	}
	return strings.Join(top, ", ")
}
