package catalog_test

import (
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/catalog"
)

// entries reports what the pass lists: a code at its package's clause, a
// tool at its handler when the handler lies in the package, and at the
// package clause when the package lists the tool of a handler it imports.
var entries = &analysis.Analyzer{
	Name:     "catalogentries",
	Doc:      "report the catalog entries the catalog pass gathers",
	Requires: []*analysis.Analyzer{catalog.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[catalog.Analyzer].(*catalog.Result)
		clause := pass.Files[0].Package
		for _, c := range res.Codes {
			pass.Reportf(clause, "code %s=%s requires=%v retryable=%v", c.Name, c.Value, c.Requires, c.Retryable)
		}
		for _, t := range res.Tools {
			at := clause
			if pos, ok := lineIn(pass, t.File, t.Line); ok {
				at = pos
			}
			pass.Reportf(at, "tool %s: codes=%v declared=%v protocol_errors=%d framework=%s", t.Name, t.Codes, t.Declared, t.ProtocolErrors, t.Framework)
		}
		for _, t := range res.Deferred {
			pass.Reportf(clause, "deferred %s", t.Handler)
		}
		for _, s := range res.Served {
			at := clause
			if pos, ok := lineIn(pass, s.File, s.Line); ok && s.Handler != "" {
				at = pos
			}
			pass.Reportf(at, "served %s %s: handler=%s codes=%v framework=%s", s.Kind, s.Name, s.Handler, s.ProtocolCodes, s.Framework)
		}
		return nil, nil
	},
}

// lineIn is the start of line of file, when file is one of the package's.
func lineIn(pass *analysis.Pass, file string, line int) (token.Pos, bool) {
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.Pos()); tf.Name() == file {
			return tf.LineStart(line), true
		}
	}
	return token.NoPos, false
}

// A tool is listed by the package that registers it, with the codes its
// handler's package computed; codes are listed by the package that
// declares them; resources, resource templates and prompts by the package
// that registers them, with the codes their handlers' errors are sent
// with.
func TestCatalog(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), entries, "passes/catalog/...")
}
