package main

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

func TestCleanModuleExitsZero(t *testing.T) {
	r := toolerrlint(t, "", "-C", "testdata/clean")
	r.wantCode(t, exitClean)
	if r.stdout != "" || r.stderr != "" {
		t.Errorf("clean module produced output:\nstdout:\n%s\nstderr:\n%s", r.stdout, r.stderr)
	}

	r = toolerrlint(t, "", "-C", "testdata/clean", "-format", "json")
	r.wantCode(t, exitClean)
	report := decodeReport(t, r.stdout)
	if len(report.Diagnostics) != 0 || len(report.Errors) != 0 {
		t.Errorf("clean module: %+v", report)
	}
}

func TestUnknownFlagExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", "testdata/clean", "-no-such-flag")
	r.wantCode(t, exitFailure)
	if !strings.Contains(r.stderr, "-no-such-flag") {
		t.Errorf("stderr does not name the flag:\n%s", r.stderr)
	}
	if r.stdout != "" {
		t.Errorf("a usage error wrote a report:\n%s", r.stdout)
	}
}

func TestUnknownRuleExitsTwo(t *testing.T) {
	for _, flagName := range []string{"-enable", "-disable"} {
		t.Run(flagName, func(t *testing.T) {
			r := toolerrlint(t, "", "-C", "testdata/clean", flagName, analyzers.All[0].Name+",no_such_rule")
			r.wantCode(t, exitFailure)
			if !strings.Contains(r.stderr, `"no_such_rule"`) {
				t.Errorf("stderr does not name the unknown rule:\n%s", r.stderr)
			}
			for _, a := range analyzers.All {
				if !strings.Contains(r.stderr, a.Name) {
					t.Errorf("stderr does not list known rule %s:\n%s", a.Name, r.stderr)
				}
			}
		})
	}
}

func TestEveryRuleDisabledExitsTwo(t *testing.T) {
	var names []string
	for _, a := range analyzers.All {
		names = append(names, a.Name)
	}
	r := toolerrlint(t, "", "-C", "testdata/clean", "-disable", strings.Join(names, ","))
	r.wantCode(t, exitFailure)
}

func TestUnknownFormatExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", "testdata/clean", "-format", "yaml")
	r.wantCode(t, exitFailure)
	for _, want := range []string{`"yaml"`, "text", "json"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr does not mention %s:\n%s", want, r.stderr)
		}
	}
}

func TestPackageThatDoesNotTypeCheckExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", "testdata/broken")
	r.wantCode(t, exitFailure)
	want := regexp.MustCompile(`(?m)^toolerrlint: package example\.com/broken/bad: bad/bad\.go:\d+:\d+: undefined: undefinedAnswer$`)
	if !want.MatchString(r.stderr) {
		t.Errorf("stderr does not name the package and its error as %v:\n%s", want, r.stderr)
	}
	if strings.Contains(r.stderr, "broken/good") {
		t.Errorf("stderr blames a package that type-checks:\n%s", r.stderr)
	}
	if n := strings.Count(r.stderr, "undefinedAnswer"); n != 1 {
		t.Errorf("the type error is reported %d times, want once:\n%s", n, r.stderr)
	}

	r = toolerrlint(t, "", "-C", "testdata/broken", "-format", "json")
	r.wantCode(t, exitFailure)
	report := decodeReport(t, r.stdout)
	if len(report.Errors) != 1 {
		t.Fatalf("errors = %+v, want the one type error", report.Errors)
	}
	e := report.Errors[0]
	if e.Package != "example.com/broken/bad" || !strings.HasPrefix(e.Message, "bad/bad.go:") || !strings.Contains(e.Message, "undefined: undefinedAnswer") {
		t.Errorf("error = %+v", e)
	}
}

func TestPatternMatchingNothingExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", "testdata/clean", "./no/such/dir/...")
	r.wantCode(t, exitFailure)
	if !strings.Contains(r.stderr, "no/such/dir") {
		t.Errorf("stderr does not name the pattern:\n%s", r.stderr)
	}
}

func TestDirFlagActsAsWorkingDirectory(t *testing.T) {
	broken, err := filepath.Abs("testdata/broken")
	if err != nil {
		t.Fatal(err)
	}
	elsewhere := t.TempDir()
	viaFlag := toolerrlint(t, elsewhere, "-C", broken, "-format", "json")
	inDir := toolerrlint(t, broken, "-format", "json")
	viaFlag.wantCode(t, exitFailure)
	inDir.wantCode(t, exitFailure)
	if viaFlag.stdout != inDir.stdout {
		t.Errorf("-C DIR differs from running in DIR:\n-C:\n%s\nin DIR:\n%s", viaFlag.stdout, inDir.stdout)
	}
	if strings.Contains(viaFlag.stdout, broken) {
		t.Errorf("paths are not relative to -C:\n%s", viaFlag.stdout)
	}

	r := toolerrlint(t, "", "-C", "testdata/no-such-dir")
	r.wantCode(t, exitFailure)
}

func TestOutputFlagWritesReportToFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "report.json")
	r := toolerrlint(t, "", "-C", "testdata/broken", "-format", "json", "-o", out)
	r.wantCode(t, exitFailure)
	if r.stdout != "" {
		t.Errorf("report went to stdout too:\n%s", r.stdout)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if report := decodeReport(t, string(data)); len(report.Errors) != 1 {
		t.Errorf("report file errors = %+v, want one", report.Errors)
	}
}

func TestOutputFlagIsRelativeToDirFlag(t *testing.T) {
	module := copyModule(t, "testdata/clean")
	r := toolerrlint(t, "", "-C", module, "-format", "json", "-o", "report.json")
	r.wantCode(t, exitClean)
	data, err := os.ReadFile(filepath.Join(module, "report.json"))
	if err != nil {
		t.Fatalf("-o is not relative to -C: %v", err)
	}
	decodeReport(t, string(data))
}

func TestHelpExitsZero(t *testing.T) {
	r := toolerrlint(t, "", "-h")
	r.wantCode(t, exitClean)
	for _, want := range []string{"-format", "-enable", "-disable", "-C", "-o", "-tests", "-fix", "-diff", "sarif", "github", "explain", "version"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("usage does not mention %s:\n%s", want, r.stdout)
		}
	}
}

// version names the module version and the Go release that built the
// binary: the test binary and the command come from the same toolchain.
func TestVersion(t *testing.T) {
	r := toolerrlint(t, "", "version")
	r.wantCode(t, exitClean)
	want := regexp.MustCompile(`^toolerrlint (\(devel\)|v\S+) built with ` + regexp.QuoteMeta(runtime.Version()) + `\n$`)
	if !want.MatchString(r.stdout) {
		t.Errorf("version output %q, want %v", r.stdout, want)
	}
	toolerrlint(t, "", "version", "extra").wantCode(t, exitFailure)
}

// explain prints the rule's page from docs/rules, byte for byte.
func TestExplain(t *testing.T) {
	for _, a := range analyzers.All {
		r := toolerrlint(t, "", "explain", a.Name)
		r.wantCode(t, exitClean)
		page, err := os.ReadFile(filepath.Join("..", "..", "docs", "rules", a.Name+".md"))
		if err != nil {
			t.Fatal(err)
		}
		if r.stdout != string(page) {
			t.Errorf("explain %s does not print docs/rules/%s.md:\n%s", a.Name, a.Name, r.stdout)
		}
	}

	r := toolerrlint(t, "", "explain", "no_such_rule")
	r.wantCode(t, exitFailure)
	for _, a := range analyzers.All {
		if !strings.Contains(r.stderr, a.Name) {
			t.Errorf("explain of an unknown rule does not list rule %s:\n%s", a.Name, r.stderr)
		}
	}
	if r.stdout != "" {
		t.Errorf("explain of an unknown rule printed:\n%s", r.stdout)
	}
	toolerrlint(t, "", "explain").wantCode(t, exitFailure)
}

// copyModule copies a fixture module into a fresh directory, for tests
// that write next to the sources.
func copyModule(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	return dst
}
