package main

import (
	"os"
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

// Every message that names a file of the command line names it as the
// user can use it from where the command was started: with -C sub,
// sub/FILE. A command it suggests runs from there too.
func TestMessagesNameFilesFromWhereStarted(t *testing.T) {
	findings := drivertest.CopyModule(t, findingsModule)
	catalog := drivertest.CopyModule(t, catalogModule)
	for _, tc := range []struct {
		name  string
		start string // where the command is started, from the module
		withC bool   // whether -C names the module
		shown string // what names a file in the module, FILE standing for it
	}{
		{"in the module", "", false, "FILE"},
		{"above it, with -C", "..", true, "MODULE/FILE"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			run := func(module string, args ...string) (drivertest.Result, func(string) string) {
				t.Helper()
				start := filepath.Join(module, tc.start)
				var flags []string
				if tc.withC {
					flags = []string{"-C", filepath.Base(module)}
				}
				if len(args) > 0 && args[0] == "catalog" {
					flags, args = append([]string{"catalog"}, flags...), args[1:]
				}
				shown := func(file string) string {
					s := strings.ReplaceAll(tc.shown, "MODULE", filepath.Base(module))
					return filepath.FromSlash(strings.ReplaceAll(s, "FILE", file))
				}
				return toolerrlint(t, start, append(flags, args...)...), shown
			}

			r, shown := run(findings, "-write-baseline", "base.json")
			r.WantCode(t, report.ExitClean)
			wantLine(t, r.Stderr, "toolerrlint: recorded ", " findings in "+shown("base.json")+"\n")
			base := filepath.Join(findings, "base.json")
			data := drivertest.ReadFile(t, findings, "base.json")
			if err := os.WriteFile(base, []byte(strings.Replace(data, `"count": 1`, `"count": 2`, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			r, _ = run(findings, "-baseline", "base.json")
			r.WantCode(t, report.ExitClean)
			wantLine(t, r.Stderr, "toolerrlint: baseline "+shown("base.json")+": 1 recorded finding matches nothing", "run -write-baseline base.json to drop it\n")

			if err := os.WriteFile(filepath.Join(findings, "bad.json"), []byte("{"), 0o644); err != nil {
				t.Fatal(err)
			}
			r, _ = run(findings, "-baseline", "bad.json")
			r.WantCode(t, report.ExitFailure)
			wantLine(t, r.Stderr, "toolerrlint: -baseline: "+shown("bad.json")+": ", "")
			r, _ = run(findings, "-baseline", "missing.json")
			r.WantCode(t, report.ExitFailure)
			wantLine(t, r.Stderr, "toolerrlint: -baseline: open "+shown("missing.json")+": ", "")
			r, _ = run(findings, "-o", filepath.Join("nodir", "out.txt"))
			r.WantCode(t, report.ExitFailure)
			wantLine(t, r.Stderr, "toolerrlint: open "+shown(filepath.Join("nodir", "out.txt"))+": ", "")

			r, shown = run(catalog, "catalog", "-o", filepath.Join("nodir", "ERRORS.md"))
			r.WantCode(t, report.ExitFailure)
			wantLine(t, r.Stderr, "toolerrlint catalog: open "+shown(filepath.Join("nodir", "ERRORS.md"))+": ", "")
			r, _ = run(catalog, "catalog", "-check", "missing.md")
			r.WantCode(t, report.ExitFailure)
			wantLine(t, r.Stderr, "toolerrlint catalog: -check: open "+shown("missing.md")+": ", "")
			if err := os.WriteFile(filepath.Join(catalog, "stale.md"), []byte("stale\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			r, _ = run(catalog, "catalog", "-tags", "x y", "-check", "stale.md", "./...")
			r.WantCode(t, report.ExitFindings)
			regenerate := "toolerrlint catalog -tags 'x y' -format md -o stale.md ./..."
			if tc.withC {
				regenerate = "toolerrlint catalog -C " + filepath.Base(catalog) + " -tags 'x y' -format md -o stale.md ./..."
			}
			name := filepath.ToSlash(shown("stale.md"))
			wantLine(t, r.Stdout, name+" is stale: ", "")
			for _, want := range []string{"\n  " + regenerate + "\n", "--- " + name + "\t(committed)\n+++ " + name + "\t(from the code)\n"} {
				if !strings.Contains(r.Stdout, want) {
					t.Errorf("catalog -check of a stale file: output lacks %q:\n%s", want, r.Stdout)
				}
			}
		})
	}
}

// wantLine checks that output has a line that starts with prefix and ends
// with suffix (its newline included).
func wantLine(t *testing.T, output, prefix, suffix string) {
	t.Helper()
	for line := range strings.Lines(output) {
		if strings.HasPrefix(line, prefix) && strings.HasSuffix(line, suffix) {
			return
		}
	}
	t.Errorf("no line of\n%s\nstarts with %q and ends with %q", output, prefix, suffix)
}

// -path-prefix is the path of the directory the command was started in,
// from the repository root: under -C, the paths shown already start with
// -C's directory, and a prefix that repeats it is refused, unless the
// directory started in is itself at that path.
func TestPathPrefixWithC(t *testing.T) {
	repo := t.TempDir()
	module := filepath.Join(repo, "svc")
	copyModule(t, findingsModule, module)
	r := toolerrlint(t, repo, "-C", "svc", "-path-prefix", "svc")
	r.WantCode(t, report.ExitFailure)
	if !strings.Contains(r.Stderr, "-path-prefix svc: the paths shown already start with svc"+string(filepath.Separator)) {
		t.Errorf("-C svc -path-prefix svc from the root: stderr\n%s", r.Stderr)
	}
	r = toolerrlint(t, repo, "-C", "svc")
	r.WantCode(t, report.ExitFindings)
	if !strings.HasPrefix(r.Stdout, filepath.Join("svc", "admin", "admin.go")+":") {
		t.Errorf("-C svc from the root: findings not shown under svc/:\n%s", r.Stdout)
	}

	// Started in repo/svc, checking its module in svc/svc: the prefix is
	// the directory started in, and composes with -C.
	nested := filepath.Join(module, "svc")
	copyModule(t, findingsModule, nested)
	r = toolerrlint(t, module, "-C", "svc", "-path-prefix", "svc")
	r.WantCode(t, report.ExitFindings)
	if want := filepath.Join("svc", "svc", "admin", "admin.go") + ":"; !strings.HasPrefix(r.Stdout, want) {
		t.Errorf("-C svc -path-prefix svc started in svc: findings not shown under %s:\n%s", want, r.Stdout)
	}
}

// copyModule copies the module src to dst, which must not exist yet.
func copyModule(t *testing.T, src, dst string) {
	t.Helper()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	drivertest.PinReplaces(t, dst, src)
}
