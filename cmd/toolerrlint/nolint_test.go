package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/plugin"
)

// nolintModule marks with `// expect RULE` the findings left once //nolint
// comments are read as golangci-lint reads them: at the end of a line, on
// their own line above a declaration or a statement, off the column of the
// node below, naming another linter, "all", and bare.
var nolintModule = drivertest.Fixture("nolint")

// pluginFindings runs the analyzers the golangci-lint plugin builds from
// settings on the packages of module, as golangci-lint's runner does, and
// returns the diagnostics of the rules it runs.
func pluginFindings(t *testing.T, module string, settings any) []vetFinding {
	t.Helper()
	var findings []vetFinding
	pluginDiagnostics(t, module, settings, func(f vetFinding, _ analysis.Diagnostic) {
		findings = append(findings, f)
	})
	return uniqueSorted(findings)
}

// pluginDiagnostics runs the analyzers the golangci-lint plugin builds
// from settings on the packages of module, with their tests, and calls
// visit with each diagnostic of the rules it runs, as found.
func pluginDiagnostics(t *testing.T, module string, settings any, visit func(vetFinding, analysis.Diagnostic)) {
	t.Helper()
	newPlugin, err := register.GetPlugin(plugin.Name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(settings)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: module, Tests: true}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("%s does not load", module)
	}
	graph, err := checker.Analyze(rules, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s on %s: %v", act.Analyzer.Name, act.Package.PkgPath, act.Err)
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			rel, err := filepath.Rel(module, pos.Filename)
			if err != nil {
				t.Fatal(err)
			}
			visit(vetFinding{act.Analyzer.Name, filepath.ToSlash(rel), pos.Line, pos.Column, d.Message}, d)
		}
	}
}

// keys drops what a FindingKey does not hold.
func keys(findings []vetFinding) []drivertest.FindingKey {
	var ks []drivertest.FindingKey
	for _, f := range findings {
		ks = append(ks, drivertest.FindingKey{Rule: f.Rule, File: f.File, Line: f.Line})
	}
	drivertest.SortKeys(ks)
	return ks
}

// The standalone command, go vet and the golangci-lint plugin honour the
// same //nolint comments: each reports exactly the findings marked in the
// fixture, and the three report the same ones.
func TestNolintInEveryDriver(t *testing.T) {
	everyDriverReportsTheMarked(t, nolintModule)
}

// everyDriverReportsTheMarked holds the standalone command to exactly the
// findings the `// expect RULE` markers of the fixture module at dir say,
// and go vet and the golangci-lint plugin to the command's findings.
func everyDriverReportsTheMarked(t *testing.T, dir string) {
	t.Helper()
	module, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := drivertest.ExpectedFindings(t, module, true)

	cli := standaloneFindings(t, module)
	if got := keys(cli); !slices.Equal(got, want) {
		t.Errorf("standalone findings %v, want %v", got, want)
	}

	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, cli) {
		t.Errorf("go vet findings:\n got %v\nwant %v", got, cli)
	}

	if got := pluginFindings(t, module, nil); !slices.Equal(got, cli) {
		t.Errorf("plugin findings:\n got %v\nwant %v", got, cli)
	}
}

// A broken declaration is reported whatever rules are selected, by the
// command, go vet and the plugin alike.
func TestBrokenDeclarationsWhateverTheSelection(t *testing.T) {
	module, err := filepath.Abs(drivertest.Fixture("misdeclared"))
	if err != nil {
		t.Fatal(err)
	}
	want := drivertest.ExpectedFindings(t, module, true)
	for _, tc := range []struct {
		cli, vet []string
		plugin   map[string]any
	}{
		{
			cli:    []string{"-enable", "protocolerr"},
			vet:    []string{"-protocolerr"},
			plugin: map[string]any{"enable": []any{"protocolerr"}},
		},
		{
			cli:    []string{"-disable", "directives"},
			vet:    []string{"-disable=directives"},
			plugin: map[string]any{"disable": []any{"directives"}},
		},
	} {
		t.Run(strings.Join(tc.cli, " "), func(t *testing.T) {
			cli := standaloneFindings(t, module, tc.cli...)
			if got := keys(cli); !slices.Equal(got, want) {
				t.Errorf("standalone findings %v, want %v", got, want)
			}
			vet := goVet(t, module, append(append([]string{"-json"}, tc.vet...), "./...")...)
			vet.WantCode(t, 0)
			if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, cli) {
				t.Errorf("go vet %v findings:\n got %v\nwant %v", tc.vet, got, cli)
			}
			if got := pluginFindings(t, module, tc.plugin); !slices.Equal(got, cli) {
				t.Errorf("plugin findings:\n got %v\nwant %v", got, cli)
			}
		})
	}
}

// standaloneFindings runs the command on module with args, expecting
// findings, and returns them as go vet's are compared.
func standaloneFindings(t *testing.T, module string, args ...string) []vetFinding {
	t.Helper()
	standalone := toolerrlint(t, module, append([]string{"-format", "json"}, args...)...)
	standalone.WantCode(t, report.ExitFindings)
	var cli []vetFinding
	for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
		cli = append(cli, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
	}
	return uniqueSorted(cli)
}
