package analyze

import (
	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// imported lists the diagnostics of the actions of act's rule on the
// packages act's package imports that the run did not name: a package
// that serves handlers reports at their lines, which may lie in a package
// the run names. go vet and golangci-lint, which report each package's
// own diagnostics, see them only when they analyze the serving package.
func imported(act *execute.Action, seen map[*execute.Action]bool) []report.Finding {
	var out []report.Finding
	for _, dep := range act.Deps {
		if dep.Analyzer != act.Analyzer || dep.IsRoot || seen[dep] {
			continue
		}
		seen[dep] = true
		if dep.Err == nil {
			for _, d := range dep.Diagnostics {
				out = append(out, report.FromDiagnostic(dep.Analyzer.Name, dep.Package.Fset, d, ""))
			}
		}
		out = append(out, imported(dep, seen)...)
	}
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
			u := Unjudged{Home: d.Home, Finding: report.FromDiagnostic(act.Analyzer.Name, act.Package.Fset, d.Diagnostic, "")}
			if d.Silenced != nil {
				u.Silenced, u.Justification = true, d.Silenced.Reason
			}
			out = append(out, u)
		}
	}
	return out
}

// judged returns what the wire pass's fact on act's package says the
// package and those it imports judged.
func judged(act *execute.Action) []string {
	for _, dep := range act.Deps {
		if dep.Analyzer != wire.Analyzer || dep.Package != act.Package {
			continue
		}
		var f wire.Package
		if dep.PackageFact(act.Package.Types, &f) {
			return f.Judged
		}
	}
	return nil
}
