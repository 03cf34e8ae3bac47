package main

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Declarations made in one package govern the packages that import it, in
// the standalone run, whether or not the declaring package is named on the
// command line, and under go vet alike.
func TestCrossPackageDeclarations(t *testing.T) {
	module, err := filepath.Abs(declaredModule)
	if err != nil {
		t.Fatal(err)
	}
	want := drivertest.ExpectedFindings(t, declaredModule, true)
	if len(want) == 0 {
		t.Fatal("the declared module marks no expected finding")
	}
	var standalone []vetFinding
	for _, pattern := range []string{"./...", "./tools"} {
		r := toolerrlint(t, module, "-format", "json", pattern)
		r.WantCode(t, report.ExitFindings)
		report := drivertest.DecodeReport(t, r.Stdout)
		if got := drivertest.KeysOfJSON(report.Diagnostics); !slices.Equal(got, want) {
			t.Errorf("toolerrlint %s: findings %v, want %v", pattern, got, want)
		}
		if pattern == "./..." {
			for _, d := range report.Diagnostics {
				standalone = append(standalone, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
			}
		}
	}
	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, uniqueSorted(standalone)) {
		t.Errorf("go vet findings:\n got %v\nwant %v", got, uniqueSorted(standalone))
	}
}
