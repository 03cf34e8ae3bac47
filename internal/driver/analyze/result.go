package analyze

import (
	"cmp"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A Result is what a run yields before it becomes a report: what each
// analyzed package yields, and the failures of the run.
type Result struct {
	Packages []Package
	Errors   []report.Error
}

// A Package is what the rules yield on one package, as go/packages names
// it (ID), with absolute file paths, so that it reads the same from any
// working directory.
type Package struct {
	ID         string
	Findings   []report.Finding
	Suppressed []report.Suppressed
}

// Report merges the packages' findings into the report of a run in dir:
// paths relative to dir, sorted, and each finding kept once. A file that
// belongs to a package and to its test variant is analyzed twice;
// identical findings (same rule, position and message) are kept once,
// the first in the order of package IDs, so that a report merged from
// stored results reads as one computed at once.
func (res *Result) Report(dir string, rules []*analysis.Analyzer) *report.Report {
	r := &report.Report{Dir: dir, Rules: rules, Errors: res.Errors}
	pkgs := slices.Clone(res.Packages)
	slices.SortStableFunc(pkgs, func(a, b Package) int { return cmp.Compare(a.ID, b.ID) })
	seen := make(map[report.ID]bool)
	silenced := make(map[report.ID]bool)
	for _, p := range pkgs {
		for _, f := range p.Findings {
			f = f.Relative(dir)
			if !seen[f.ID()] {
				seen[f.ID()] = true
				r.Findings = append(r.Findings, f)
			}
		}
		for _, s := range p.Suppressed {
			s.Finding = s.Finding.Relative(dir)
			if !silenced[s.ID()] {
				silenced[s.ID()] = true
				r.Suppressed = append(r.Suppressed, s)
			}
		}
	}
	report.Sort(r.Findings)
	report.SortSuppressed(r.Suppressed)
	return r
}
