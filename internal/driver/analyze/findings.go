package analyze

import (
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

// A collector gathers what each package named in the run yields, as its
// actions finish: their results are gone once they have all run.
type collector struct {
	pkgs   []*packages.Package
	rules  []*analysis.Analyzer
	roots  []*analysis.Analyzer
	byName map[string]*analysis.Analyzer
	yield  map[*packages.Package]*Package

	// outside and below remember, by action, its findings at the lines
	// of other packages, and the actions beneath it that have some (see
	// imported).
	outside map[*execute.Action][]report.Finding
	below   map[*execute.Action][]*execute.Action

	// failures says an action of some package failed: most runs have
	// none, and then no walk of the graph looks for them.
	failures bool
}

func newCollector(pkgs []*packages.Package, rules, roots []*analysis.Analyzer) *collector {
	c := &collector{
		pkgs:   pkgs,
		rules:  rules,
		roots:  roots,
		byName: make(map[string]*analysis.Analyzer, len(rules)),
		yield:  make(map[*packages.Package]*Package),

		outside: make(map[*execute.Action][]report.Finding),
		below:   make(map[*execute.Action][]*execute.Action),
	}
	for _, a := range rules {
		c.byName[a.Name] = a
	}
	for _, p := range pkgs {
		c.yield[p] = &Package{ID: p.ID}
	}
	return c
}

// done gathers, for a package named in the run, the diagnostics of the
// rules' root actions as findings and the findings directives silenced,
// with absolute paths, in the order of the roots' analyzers and, within
// one action, in the order it reported them.
func (c *collector) done(actions []*execute.Action) {
	c.failures = c.failures || slices.ContainsFunc(actions, func(act *execute.Action) bool { return act.Err != nil })
	p := c.yield[actions[0].Package]
	if p == nil {
		return // a package analyzed for its facts only
	}
	roots := make(map[*analysis.Analyzer]*execute.Action)
	for _, act := range actions {
		if act.IsRoot {
			roots[act.Analyzer] = act
		}
	}
	p.Findings = c.findings(roots)
	for _, a := range c.roots {
		act := roots[a]
		if act == nil || act.Err != nil {
			continue
		}
		if slices.Contains(c.rules, a) {
			p.Imported = append(p.Imported, c.imported(act)...)
			p.Unjudged = append(p.Unjudged, unjudged(act)...)
			if p.Files == nil {
				p.Files = act.Package.CompiledGoFiles
				p.Judged, p.Tools = judged(act)
				p.Path, p.Reaches = act.Package.PkgPath, mainReaches(act.Package)
				if act.Package.Module != nil {
					p.Module = act.Package.Module.Path
				}
			}
		}
		p.Suppressed = append(p.Suppressed, suppress.Silenced(act.Result, act.Package.Fset, c.byName)...)
	}
}

// manyDiagnostics is how many diagnostics a package's rules report from
// which they are made findings side by side, a goroutine a rule. The
// package that judges a server's handlers reports for all of them, once
// every other package is done and a core waits; below it, goroutines cost
// more than they save.
const manyDiagnostics = 512

// findings returns the diagnostics of the rules' root actions (roots, by
// analyzer) as findings, in the order of the rules and, within one
// action, in the order it reported them: most of making one is finding
// the lines of its positions and of its fixes' edits.
func (c *collector) findings(roots map[*analysis.Analyzer]*execute.Action) []report.Finding {
	byRule := make([][]report.Finding, len(c.rules))
	convert := func(i int, act *execute.Action) {
		out := make([]report.Finding, len(act.Diagnostics))
		for j, d := range act.Diagnostics {
			out[j] = report.FromDiagnostic(act.Analyzer.Name, act.Package.Fset, d, "")
		}
		byRule[i] = out
	}
	total := 0
	for _, a := range c.rules {
		if act := roots[a]; act != nil && act.Err == nil {
			total += len(act.Diagnostics)
		}
	}
	if total == 0 {
		return nil
	}
	var wg sync.WaitGroup
	for i, a := range c.rules {
		act := roots[a]
		if act == nil || act.Err != nil || len(act.Diagnostics) == 0 {
			continue
		}
		if total < manyDiagnostics {
			convert(i, act)
		} else {
			wg.Go(func() { convert(i, act) })
		}
	}
	wg.Wait()
	return slices.Concat(byRule...)
}

// packages returns what each package named in the run yielded, in the
// order they were named.
func (c *collector) packages() []Package {
	out := make([]Package, len(c.pkgs))
	for i, p := range c.pkgs {
		out[i] = *c.yield[p]
	}
	return out
}
