package declarations_test

import (
	"go/ast"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// carried counts, over the returned values of a package, what the probes
// found.
type carried struct{ values, envelope, code, either int }

// TestCarriesEnvelopeOrCode checks that the one trace of
// CarriesEnvelopeOrCode answers, for every value returned in the fixtures
// of the rules that ask of envelopes and codes, what CarriesEnvelope and
// CarriesCode answer together.
func TestCarriesEnvelopeOrCode(t *testing.T) {
	probe := &analysis.Analyzer{
		Name:       "carriesprobe",
		Doc:        "compares the combined envelope-or-code trace with its two probes",
		Requires:   []*analysis.Analyzer{declarations.Analyzer, inspect.Analyzer},
		ResultType: reflect.TypeFor[carried](),
		Run: func(pass *analysis.Pass) (any, error) {
			decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
			root := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector).Root()
			var n carried
			for c := range root.Preorder((*ast.ReturnStmt)(nil)) {
				for _, e := range c.Node().(*ast.ReturnStmt).Results {
					envelope := decls.CarriesEnvelope(c, e)
					code := decls.CarriesCode(c, e)
					either := decls.CarriesEnvelopeOrCode(c, e)
					if either != (envelope || code) {
						t.Errorf("%s: CarriesEnvelopeOrCode = %v, CarriesEnvelope = %v, CarriesCode = %v",
							pass.Fset.Position(e.Pos()), either, envelope, code)
					}
					n.values++
					n.envelope += b2i(envelope)
					n.code += b2i(code)
					n.either += b2i(either)
				}
			}
			return n, nil
		},
	}
	dir := ruletest.Testdata(t)
	cfg := &packages.Config{
		Mode:  packages.LoadSyntax,
		Dir:   filepath.Join(dir, "src"),
		Tests: true,
		Env:   append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg,
		"passes/declarations/...", "silenterror/...", "closedcodes/...", "provenance/...", "toolerrs/...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("the fixtures do not load")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{probe}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var total carried
	for act := range graph.All() {
		if act.Analyzer != probe {
			continue
		}
		if act.Err != nil {
			t.Fatalf("%s: %v", act.Package.PkgPath, act.Err)
		}
		n := act.Result.(carried)
		total.values += n.values
		total.envelope += n.envelope
		total.code += n.code
		total.either += n.either
	}
	// The comparison means something only if the fixtures return values
	// that each probe finds something in, and values that it does not.
	if total.envelope == 0 || total.code == 0 || total.either == total.values {
		t.Errorf("fixtures too thin to compare the probes: %+v", total)
	}
	t.Logf("returned values carrying: %+v", total)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
