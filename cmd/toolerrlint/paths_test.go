package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Run with -C from above the module, every format names files relative to
// where the command was started, so that CI annotations land on them, and
// -path-prefix puts its directory before them.
func TestReportedPathsFromWhereStarted(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	start, sub := filepath.Dir(module), filepath.Base(module)
	for _, tc := range []struct {
		prefix []string
		want   string // the file of the first finding, slash-separated
	}{
		{nil, sub + "/admin/admin.go"},
		{[]string{"-path-prefix", "repo/svc"}, "repo/svc/" + sub + "/admin/admin.go"},
	} {
		run := func(args ...string) drivertest.Result {
			r := toolerrlint(t, start, append(append([]string{"-C", sub}, tc.prefix...), args...)...)
			r.WantCode(t, report.ExitFindings)
			return r
		}
		text := run("-format", "text")
		if !strings.HasPrefix(text.Stdout, filepath.FromSlash(tc.want)+":14:3: ") {
			t.Errorf("%v text:\n%s\nwant the first finding at %s", tc.prefix, text.Stdout, tc.want)
		}
		json := drivertest.DecodeReport(t, run("-format", "json").Stdout)
		if len(json.Diagnostics) == 0 || filepath.ToSlash(json.Diagnostics[0].File) != tc.want {
			t.Errorf("%v json: diagnostics %+v, want the first in %s", tc.prefix, json.Diagnostics, tc.want)
		}
		for _, d := range json.Diagnostics {
			if !strings.HasPrefix(filepath.ToSlash(d.File), strings.TrimSuffix(tc.want, "admin/admin.go")) {
				t.Errorf("%v json: finding in %s, not under the directory shown", tc.prefix, d.File)
			}
			for _, fx := range d.SuggestedFixes {
				for _, e := range fx.Edits {
					if e.File != d.File {
						t.Errorf("%v json: edit of %s for a finding in %s", tc.prefix, e.File, d.File)
					}
				}
			}
		}
		github := drivertest.ParseGitHub(t, run("-format", "github").Stdout)
		if len(github) == 0 || github[0].Props["file"] != tc.want {
			t.Errorf("%v github: %+v, want the first annotation on %s", tc.prefix, github, tc.want)
		}
		sarif := drivertest.DecodeSARIF(t, run("-format", "sarif").Stdout).Runs[0]
		loc := sarif.Results[0].Locations[0].PhysicalLocation.ArtifactLocation
		if loc.URI != tc.want || loc.URIBaseID != "%SRCROOT%" {
			t.Errorf("%v sarif: first result at %+v, want %s under %%SRCROOT%%", tc.prefix, loc, tc.want)
		}
		if tc.prefix == nil {
			if root := sarif.OriginalURIBaseIDs["%SRCROOT%"].URI; root != "file://"+filepath.ToSlash(start)+"/" {
				t.Errorf("sarif: %%SRCROOT%% is %s, want the directory started in, %s", root, start)
			}
		}
	}
}

// Baseline entries are keyed by paths relative to -C, whatever the
// directory started in or the prefix shown: a baseline written in the
// module holds the findings of a run from above it.
func TestBaselineKeysIgnoreWhereStarted(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	toolerrlint(t, module, "-write-baseline", "base.json").WantCode(t, report.ExitClean)
	r := toolerrlint(t, filepath.Dir(module), "-C", filepath.Base(module), "-path-prefix", "repo", "-baseline", "base.json")
	r.WantCode(t, report.ExitClean)
	if r.Stdout != "" {
		t.Errorf("findings the baseline holds are reported:\n%s", r.Stdout)
	}
}

// -path-prefix takes a relative path that stays in the tree.
func TestPathPrefixMustBeLocal(t *testing.T) {
	for _, prefix := range []string{"../up", "/abs"} {
		r := toolerrlint(t, "", "-C", cleanModule, "-path-prefix", prefix)
		r.WantCode(t, report.ExitFailure)
		if !strings.Contains(r.Stderr, "-path-prefix") {
			t.Errorf("-path-prefix %s: stderr:\n%s", prefix, r.Stderr)
		}
	}
}
