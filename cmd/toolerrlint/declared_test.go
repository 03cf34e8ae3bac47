package main

import (
	"path/filepath"
	"slices"
	"testing"
)

// declaredModule declares its in-house handler type and an infrastructure
// function in package errs, and writes handlers in package tools.
const declaredModule = "testdata/declared"

// Declarations made in one package govern the packages that import it, in
// the standalone run, whether or not the declaring package is named on the
// command line, and under go vet alike.
func TestCrossPackageDeclarations(t *testing.T) {
	module, err := filepath.Abs(declaredModule)
	if err != nil {
		t.Fatal(err)
	}
	want := expectedFindings(t, declaredModule, true)
	if len(want) == 0 {
		t.Fatal("the declared module marks no expected finding")
	}
	var standalone []vetFinding
	for _, pattern := range []string{"./...", "./tools"} {
		r := toolerrlint(t, module, "-format", "json", pattern)
		r.wantCode(t, exitFindings)
		report := decodeReport(t, r.stdout)
		if got := keysOfJSON(report.Diagnostics); !slices.Equal(got, want) {
			t.Errorf("toolerrlint %s: findings %v, want %v", pattern, got, want)
		}
		if pattern == "./..." {
			for _, d := range report.Diagnostics {
				standalone = append(standalone, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
			}
		}
	}
	vet := goVet(t, module, "-json", "./...")
	vet.wantCode(t, 0)
	if got := parseVetJSON(t, vet.stderr+vet.stdout, module); !slices.Equal(got, uniqueSorted(standalone)) {
		t.Errorf("go vet findings:\n got %v\nwant %v", got, uniqueSorted(standalone))
	}
}
