package main

import (
	"flag"
	"go/format"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

var update = flag.Bool("update", false, "rewrite the .golden files of the -fix tests from what -fix writes")

// fixSDKModule has a handler on each SDK, built on the real releases (from
// the module cache), returning its failures as protocol errors; each
// handler's file has a .golden twin that is the file as -fix must leave
// it: every failure an isError result, the errors import its last two
// uses held gone, and the file as gofmt writes it.
var fixSDKModule = drivertest.Fixture("fixsdk")

func TestFixGoldens(t *testing.T) {
	module := drivertest.CopyModule(t, fixSDKModule)
	before := drivertest.ModuleFiles(t, module)
	diff := toolerrlint(t, "", "-C", module, "-diff")
	diff.WantCode(t, report.ExitFindings)

	r := toolerrlint(t, "", "-C", module, "-fix")
	r.WantCode(t, report.ExitClean)
	if r.Stdout != "" {
		t.Errorf("findings left after -fix:\n%s", r.Stdout)
	}
	if !strings.HasSuffix(r.Stderr, "toolerrlint: applied 9 fixes to 2 files\n") {
		t.Errorf("stderr:\n%s", r.Stderr)
	}
	after := drivertest.ModuleFiles(t, module)
	for name, got := range after {
		golden := filepath.Join(fixSDKModule, filepath.FromSlash(name)+".golden")
		if *update {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if want := drivertest.ReadFile(t, "", golden); got != want {
			t.Errorf("%s after -fix:\n%s\nwant %s:\n%s", name, got, golden, want)
		}
		if formatted, err := format.Source([]byte(got)); err != nil || string(formatted) != got {
			t.Errorf("%s is not as gofmt writes it (%v)", name, err)
		}
	}
	if patched := drivertest.ApplyUnifiedDiff(t, before, diff.Stdout); !maps.Equal(patched, after) {
		t.Errorf("the -diff output applied differs from what -fix wrote:\n%s", diff.Stdout)
	}
	drivertest.Run(t, module, nil, "go", "vet", "./...").WantCode(t, 0)
}

// go vet -vettool=toolerrlint -fix writes what toolerrlint -fix writes:
// unitchecker applies the first fix of each finding package by package,
// formatted as gofmt formats it.
func TestVetFixWritesWhatFixWrites(t *testing.T) {
	vetted := drivertest.CopyModule(t, fixSDKModule)
	goVet(t, vetted, "-fix", "./...").WantCode(t, 0)
	fixed := drivertest.CopyModule(t, fixSDKModule)
	toolerrlint(t, "", "-C", fixed, "-fix").WantCode(t, report.ExitClean)
	got, want := drivertest.ModuleFiles(t, vetted), drivertest.ModuleFiles(t, fixed)
	if maps.Equal(want, drivertest.ModuleFiles(t, fixSDKModule)) {
		t.Fatal("-fix changed nothing")
	}
	if !maps.Equal(got, want) {
		t.Errorf("go vet -fix wrote:\n%v\ntoolerrlint -fix wrote:\n%v", got, want)
	}
}
