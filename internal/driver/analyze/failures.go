package analyze

import (
	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// analysisErrors reports the actions whose analysis failed, once per
// package and message. Packages that did not load or type-check are left
// out, their own errors being reported already, and so are actions that
// failed only because a prerequisite did, that one being reported instead.
func analysisErrors(graph *execute.Graph) []report.Error {
	var errs []report.Error
	seen := make(map[report.Error]bool)
	for act := range graph.All() {
		if act.Err == nil || act.Package.IllTyped || len(act.Package.Errors) > 0 || failedPrerequisite(act) {
			continue
		}
		re := report.Error{Package: load.PackageName(act.Package), Message: act.Analyzer.Name + ": " + act.Err.Error()}
		if !seen[re] {
			seen[re] = true
			errs = append(errs, re)
		}
	}
	return errs
}

func failedPrerequisite(act *execute.Action) bool {
	for _, dep := range act.Deps {
		if dep.Err != nil {
			return true
		}
	}
	return false
}
