package analyze

import (
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// imported lists the diagnostics that the actions of act's rule on the
// packages act's package imports report at the lines of other packages: a
// package that serves handlers reports at their lines, which may lie in a
// package the run names. go vet and golangci-lint, which report each
// package's own diagnostics, see them only when they analyze the serving
// package.
//
// They are listed whether or not the run names the importing package too,
// so that what a package yields does not depend on what else the run
// names (the result cache replays it in other runs); the report keeps
// each finding once. They come in the order of a depth-first walk of the
// imports, each action's once.
func (c *collector) imported(act *execute.Action) []report.Finding {
	var out []report.Finding
	for _, a := range c.reporting(act) {
		out = append(out, c.foreign(a)...)
	}
	return out
}

// reporting returns the actions of act's rule on the packages beneath
// act's, act's own excluded, that report at the lines of other packages,
// in the order of a depth-first walk, each once: the walk from each
// package named in the run goes through those beneath it, and most report
// nothing there. The collector remembers it; its calls are serialized.
func (c *collector) reporting(act *execute.Action) []*execute.Action {
	if r, ok := c.below[act]; ok {
		return r
	}
	// Only the actions that report elsewhere are remembered as seen: the
	// walk from most packages meets none, and makes no table.
	var out []*execute.Action
	var seen map[*execute.Action]bool
	add := func(a *execute.Action) {
		if seen[a] || len(c.foreign(a)) == 0 {
			return
		}
		if seen == nil {
			seen = make(map[*execute.Action]bool)
		}
		seen[a] = true
		out = append(out, a)
	}
	for _, dep := range act.Deps {
		if dep.Analyzer != act.Analyzer || seen[dep] {
			continue
		}
		add(dep)
		for _, a := range c.reporting(dep) {
			add(a)
		}
	}
	c.below[act] = out
	return out
}

// foreign returns the findings of act's diagnostics that lie outside its
// package's files, remembered.
func (c *collector) foreign(act *execute.Action) []report.Finding {
	if f, ok := c.outside[act]; ok {
		return f
	}
	var out []report.Finding
	if act.Err == nil {
		for _, d := range act.Diagnostics {
			// Most lie in the package's own files: the file is looked
			// up before the finding is made.
			if !slices.Contains(act.Package.CompiledGoFiles, act.Package.Fset.Position(d.Pos).Filename) {
				out = append(out, report.FromDiagnostic(act.Analyzer.Name, act.Package.Fset, d, ""))
			}
		}
	}
	c.outside[act] = out
	return out
}

// unjudged lists the findings of act's handlers that the packages serving
// them judge, as the handlers' own framework judges them: where no
// package of a run judges them, they are reported so.
func unjudged(act *execute.Action) []Unjudged {
	res, ok := act.Result.(*rule.Result)
	if !ok {
		return nil
	}
	var out []Unjudged
	for _, ds := range res.Deferred {
		for _, d := range ds {
			d.Diagnostic.URL = report.ResolveURL(act.Analyzer, d.Diagnostic)
			u := Unjudged{Home: d.Home, Handler: d.Handler, Subject: d.Subject, Finding: report.FromDiagnostic(act.Analyzer.Name, act.Package.Fset, d.Diagnostic, "")}
			if d.Silenced != nil {
				u.Silenced, u.Justification = true, d.Silenced.Reason
			}
			out = append(out, u)
		}
	}
	return out
}

// judged returns what the wire pass's fact on act's package says the
// package and those it imports judged, and the tool names the package's
// registrations give handlers of other packages, by handler ID.
func judged(act *execute.Action) ([]string, map[string][]string) {
	for _, dep := range act.Deps {
		if dep.Analyzer != wire.Analyzer || dep.Package != act.Package {
			continue
		}
		var f wire.Package
		if !dep.PackageFact(act.Package.Types, &f) {
			return nil, nil
		}
		var tools map[string][]string
		for _, r := range f.Registrations {
			if r.Tool == "" {
				continue
			}
			if tools == nil {
				tools = make(map[string][]string)
			}
			tools[r.ID] = append(tools[r.ID], r.Tool)
		}
		return f.Judged, tools
	}
	return nil, nil
}
