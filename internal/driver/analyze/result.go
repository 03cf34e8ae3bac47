package analyze

import (
	"cmp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
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

	// Files are the package's files. A package judges the handlers it
	// serves at their own lines: Imported are the findings that packages
	// it imports, not named in the run, report; they count at the lines of
	// a package the run names.
	Files    []string
	Imported []report.Finding
	// Judged names, as wire.Package.Judged does, the handler packages
	// that this package or one it imports judged.
	Judged []string
	// Unjudged are the findings of its handlers as their own framework
	// judges them, for a run in which no package judges them.
	Unjudged []Unjudged
	// Tools are the tool names the package's registrations give the
	// handlers of other packages, by handler ID, in source order.
	Tools map[string][]string
	// Path and Module are the package's import path and its module's.
	Path, Module string
	// Reaches, for a program's main package, lists the packages of its
	// module that it imports, itself included (mainReaches).
	Reaches []string
}

// Unjudged is a finding of a handler that the packages serving it judge,
// reported where no package of the run does.
type Unjudged struct {
	// Home names the handler's package as wire.Package.Judged does.
	Home    string
	Finding report.Finding
	// Handler is the handler's ID, and Subject how Finding's message
	// names it.
	Handler, Subject string
	// Silenced is set when a directive silences the finding, with its
	// reason.
	Silenced      bool
	Justification string
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
	// Sized for every finding, as the report of a large module has tens of
	// thousands, built while the rest of the run waits.
	var findings, suppressed int
	for _, p := range pkgs {
		findings += len(p.Findings) + len(p.Imported) + len(p.Unjudged)
		suppressed += len(p.Suppressed)
	}
	r.Findings = make([]report.Finding, 0, findings)
	seen := make(map[report.ID]bool, findings)
	silenced := make(map[report.ID]bool, suppressed)
	paths := report.NewPaths(dir)
	for _, p := range pkgs {
		for _, f := range p.Findings {
			f = paths.Relative(f)
			if !seen[f.ID()] {
				seen[f.ID()] = true
				r.Findings = append(r.Findings, f)
			}
		}
		for _, s := range p.Suppressed {
			s.Finding = paths.Relative(s.Finding)
			if !silenced[s.ID()] {
				silenced[s.ID()] = true
				r.Suppressed = append(r.Suppressed, s)
			}
		}
	}
	res.leftovers(r, pkgs, paths, seen, silenced)
	report.Sort(r.Findings)
	report.SortSuppressed(r.Suppressed)
	return r
}

// leftovers adds to r what a run as a whole decides: the findings that
// packages it did not name report at the lines of those it did, and the
// findings of handlers that no package of the run judges, unless no
// program of the run can serve them (unserved).
func (res *Result) leftovers(r *report.Report, pkgs []Package, paths *report.Paths, seen, silenced map[report.ID]bool) {
	named := make(map[string]bool)
	judged := make(map[string]bool)
	unreached := unserved(pkgs)
	tools := make(map[string]string)
	for _, p := range pkgs {
		for _, f := range p.Files {
			named[f] = true
		}
		for _, k := range p.Judged {
			judged[k] = true
		}
		for id, names := range p.Tools {
			if _, ok := tools[id]; !ok && len(names) > 0 {
				tools[id] = names[0]
			}
		}
	}
	for _, p := range pkgs {
		for _, f := range p.Imported {
			if !named[f.File] {
				continue
			}
			f = paths.Relative(f)
			if !seen[f.ID()] {
				seen[f.ID()] = true
				r.Findings = append(r.Findings, f)
			}
		}
		for _, u := range p.Unjudged {
			if judged[u.Home] || unreached(handlerPackage(u.Handler)) {
				continue
			}
			f := paths.Relative(u.Finding)
			f.Message = byTool(f.Message, u.Subject, tools[u.Handler])
			switch {
			case u.Silenced && !silenced[f.ID()]:
				silenced[f.ID()] = true
				r.Suppressed = append(r.Suppressed, report.Suppressed{Finding: f, Justification: u.Justification})
			case !u.Silenced && !seen[f.ID()]:
				seen[f.ID()] = true
				r.Findings = append(r.Findings, f)
			}
		}
	}
}

// byTool renames the handler that message names by subject after the tool
// a registration elsewhere in the run gives it, as the package that judges
// a handler names it: the handler's own package, which cannot see that
// registration, names it by its declaration.
func byTool(message, subject, tool string) string {
	rest, ok := strings.CutPrefix(message, subject+" ")
	if tool == "" || subject == "" || !ok || !strings.HasPrefix(subject, "handler ") {
		return message
	}
	return handlers.Subject(tool, "") + " " + rest
}
