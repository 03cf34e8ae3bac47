package main

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

func TestCleanModuleExitsZero(t *testing.T) {
	r := toolerrlint(t, "", "-C", cleanModule)
	r.WantCode(t, report.ExitClean)
	if r.Stdout != "" || r.Stderr != "" {
		t.Errorf("clean module produced output:\nstdout:\n%s\nstderr:\n%s", r.Stdout, r.Stderr)
	}

	r = toolerrlint(t, "", "-C", cleanModule, "-format", "json")
	r.WantCode(t, report.ExitClean)
	report := drivertest.DecodeReport(t, r.Stdout)
	if len(report.Diagnostics) != 0 || len(report.Errors) != 0 {
		t.Errorf("clean module: %+v", report)
	}
}

func TestUnknownFlagExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", cleanModule, "-no-such-flag")
	r.WantCode(t, report.ExitFailure)
	if !strings.Contains(r.Stderr, "-no-such-flag") {
		t.Errorf("stderr does not name the flag:\n%s", r.Stderr)
	}
	if r.Stdout != "" {
		t.Errorf("a usage error wrote a report:\n%s", r.Stdout)
	}
}

func TestUnknownRuleExitsTwo(t *testing.T) {
	for _, flagName := range []string{"-enable", "-disable"} {
		t.Run(flagName, func(t *testing.T) {
			r := toolerrlint(t, "", "-C", cleanModule, flagName, analyzers.All[0].Name+",no_such_rule")
			r.WantCode(t, report.ExitFailure)
			if !strings.Contains(r.Stderr, `"no_such_rule"`) {
				t.Errorf("stderr does not name the unknown rule:\n%s", r.Stderr)
			}
			for _, a := range analyzers.All {
				if !strings.Contains(r.Stderr, a.Name) {
					t.Errorf("stderr does not list known rule %s:\n%s", a.Name, r.Stderr)
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
	r := toolerrlint(t, "", "-C", cleanModule, "-disable", strings.Join(names, ","))
	r.WantCode(t, report.ExitFailure)
}

func TestUnknownFormatExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", cleanModule, "-format", "yaml")
	r.WantCode(t, report.ExitFailure)
	for _, want := range []string{`"yaml"`, "text", "json"} {
		if !strings.Contains(r.Stderr, want) {
			t.Errorf("stderr does not mention %s:\n%s", want, r.Stderr)
		}
	}
}

func TestPackageThatDoesNotTypeCheckExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", brokenModule)
	r.WantCode(t, report.ExitFailure)
	want := regexp.MustCompile(`(?m)^toolerrlint: package example\.com/broken/bad: bad/bad\.go:\d+:\d+: undefined: undefinedAnswer$`)
	if !want.MatchString(r.Stderr) {
		t.Errorf("stderr does not name the package and its error as %v:\n%s", want, r.Stderr)
	}
	if strings.Contains(r.Stderr, "broken/good") {
		t.Errorf("stderr blames a package that type-checks:\n%s", r.Stderr)
	}
	if n := strings.Count(r.Stderr, "undefinedAnswer"); n != 1 {
		t.Errorf("the type error is reported %d times, want once:\n%s", n, r.Stderr)
	}

	r = toolerrlint(t, "", "-C", brokenModule, "-format", "json")
	r.WantCode(t, report.ExitFailure)
	report := drivertest.DecodeReport(t, r.Stdout)
	if len(report.Errors) != 1 {
		t.Fatalf("errors = %+v, want the one type error", report.Errors)
	}
	e := report.Errors[0]
	if e.Package != "example.com/broken/bad" || !strings.HasPrefix(e.Message, "bad/bad.go:") || !strings.Contains(e.Message, "undefined: undefinedAnswer") {
		t.Errorf("error = %+v", e)
	}
}

func TestPatternMatchingNothingExitsTwo(t *testing.T) {
	r := toolerrlint(t, "", "-C", cleanModule, "./no/such/dir/...")
	r.WantCode(t, report.ExitFailure)
	if !strings.Contains(r.Stderr, "no/such/dir") {
		t.Errorf("stderr does not name the pattern:\n%s", r.Stderr)
	}
}

func TestDirFlagActsAsWorkingDirectory(t *testing.T) {
	broken, err := filepath.Abs(brokenModule)
	if err != nil {
		t.Fatal(err)
	}
	viaFlag := toolerrlint(t, broken, "-C", broken, "-format", "json")
	inDir := toolerrlint(t, broken, "-format", "json")
	viaFlag.WantCode(t, report.ExitFailure)
	inDir.WantCode(t, report.ExitFailure)
	if viaFlag.Stdout != inDir.Stdout {
		t.Errorf("-C DIR differs from running in DIR:\n-C:\n%s\nin DIR:\n%s", viaFlag.Stdout, inDir.Stdout)
	}
	// Started elsewhere, paths are relative to where the command was
	// started, as go vet gives them: from the parent, under the module's
	// directory; from outside, absolute.
	parent := toolerrlint(t, filepath.Dir(broken), "-C", filepath.Base(broken), "-format", "json")
	if !strings.Contains(parent.Stderr, filepath.Join(filepath.Base(broken), "bad", "bad.go")+":5:28:") {
		t.Errorf("-C %s from its parent: stderr does not name the file from there:\n%s", filepath.Base(broken), parent.Stderr)
	}
	outside := toolerrlint(t, t.TempDir(), "-C", broken)
	if !strings.Contains(outside.Stderr, filepath.Join(broken, "bad", "bad.go")+":5:28:") {
		t.Errorf("-C %s from elsewhere: stderr does not name the file by its absolute path:\n%s", broken, outside.Stderr)
	}

	r := toolerrlint(t, "", "-C", filepath.Join(t.TempDir(), "no-such-dir"))
	r.WantCode(t, report.ExitFailure)
}

func TestOutputFlagWritesReportToFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "report.json")
	r := toolerrlint(t, "", "-C", brokenModule, "-format", "json", "-o", out)
	r.WantCode(t, report.ExitFailure)
	if r.Stdout != "" {
		t.Errorf("report went to stdout too:\n%s", r.Stdout)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if report := drivertest.DecodeReport(t, string(data)); len(report.Errors) != 1 {
		t.Errorf("report file errors = %+v, want one", report.Errors)
	}
}

func TestOutputFlagIsRelativeToDirFlag(t *testing.T) {
	module := drivertest.CopyModule(t, cleanModule)
	r := toolerrlint(t, "", "-C", module, "-format", "json", "-o", "report.json")
	r.WantCode(t, report.ExitClean)
	data, err := os.ReadFile(filepath.Join(module, "report.json"))
	if err != nil {
		t.Fatalf("-o is not relative to -C: %v", err)
	}
	drivertest.DecodeReport(t, string(data))
}

func TestHelpExitsZero(t *testing.T) {
	r := toolerrlint(t, "", "-h")
	r.WantCode(t, report.ExitClean)
	for _, want := range []string{"-format", "-enable", "-disable", "-C", "-o", "-tags", "-tests", "-fix", "-diff", "-baseline", "-write-baseline", "sarif", "github", "explain", "version"} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("usage does not mention %s:\n%s", want, r.Stdout)
		}
	}
}

// version names the module version and the Go release that built the
// binary: the test binary and the command come from the same toolchain.
func TestVersion(t *testing.T) {
	r := toolerrlint(t, "", "version")
	r.WantCode(t, report.ExitClean)
	want := regexp.MustCompile(`^toolerrlint (v\S+|(devel|v\S+) [0-9a-f]{40}(\+dirty)?|devel \(no version control information\)) built with ` + regexp.QuoteMeta(runtime.Version()) + `\n$`)
	if !want.MatchString(r.Stdout) {
		t.Errorf("version output %q, want %v", r.Stdout, want)
	}
	toolerrlint(t, "", "version", "extra").WantCode(t, report.ExitFailure)
}

// explain prints the rule's page from docs/rules, byte for byte.
func TestExplain(t *testing.T) {
	for _, a := range analyzers.All {
		r := toolerrlint(t, "", "explain", a.Name)
		r.WantCode(t, report.ExitClean)
		page, err := os.ReadFile(filepath.Join(drivertest.Root(), "docs", "rules", a.Name+".md"))
		if err != nil {
			t.Fatal(err)
		}
		if r.Stdout != string(page) {
			t.Errorf("explain %s does not print docs/rules/%s.md:\n%s", a.Name, a.Name, r.Stdout)
		}
	}

	r := toolerrlint(t, "", "explain", "no_such_rule")
	r.WantCode(t, report.ExitFailure)
	for _, a := range analyzers.All {
		if !strings.Contains(r.Stderr, a.Name) {
			t.Errorf("explain of an unknown rule does not list rule %s:\n%s", a.Name, r.Stderr)
		}
	}
	if r.Stdout != "" {
		t.Errorf("explain of an unknown rule printed:\n%s", r.Stdout)
	}
	toolerrlint(t, "", "explain").WantCode(t, report.ExitFailure)
}

// Outside any module, the run fails with one line that says what is
// missing and how to fix it, rather than the go command's riddle about
// directory prefixes; the catalog too.
func TestOutsideModuleExitsTwo(t *testing.T) {
	outside := t.TempDir()
	for _, args := range [][]string{{"./..."}, {"catalog", "./..."}} {
		r := toolerrlint(t, outside, args...)
		r.WantCode(t, report.ExitFailure)
		lines := strings.Split(strings.TrimSpace(r.Stderr), "\n")
		if len(lines) != 1 || !strings.Contains(lines[0], "no go.mod in ") || !strings.Contains(lines[0], "go mod init") {
			t.Errorf("toolerrlint %s outside a module: stderr:\n%s\nwant one line saying there is no go.mod and how to make one", strings.Join(args, " "), r.Stderr)
		}
		if strings.Contains(r.Stderr, "directory prefix") {
			t.Errorf("toolerrlint %s outside a module relays go's message:\n%s", strings.Join(args, " "), r.Stderr)
		}
	}
}

// help, which go vet points to when it rejects a flag, prints the usage;
// with a rule's name, the rule's page, as explain does.
func TestHelpCommand(t *testing.T) {
	usage := toolerrlint(t, "", "-h")
	r := toolerrlint(t, "", "help")
	r.WantCode(t, report.ExitClean)
	if r.Stdout != usage.Stdout || r.Stderr != "" {
		t.Errorf("help prints:\n%s%s\nwant the usage -h prints:\n%s", r.Stdout, r.Stderr, usage.Stdout)
	}
	explain := toolerrlint(t, "", "explain", "nilresult")
	r = toolerrlint(t, "", "help", "nilresult")
	r.WantCode(t, report.ExitClean)
	if r.Stdout != explain.Stdout {
		t.Errorf("help nilresult prints:\n%s\nwant what explain prints", r.Stdout)
	}
	toolerrlint(t, "", "help", "no_such_rule").WantCode(t, report.ExitFailure)
	toolerrlint(t, "", "help", "nilresult", "extra").WantCode(t, report.ExitFailure)
}
