package driver_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// unavailableModule requires example.com/gone, replaced by a directory that
// does not exist: package tools imports two of its packages, package
// server imports tools, and package health loads.
var unavailableModule = drivertest.Fixture("unavailable")

// offlineModule copies the unavailable module without its replace
// directive and, when goVersion is not empty, with that go version.
func offlineModule(t *testing.T, goVersion string) string {
	t.Helper()
	module := drivertest.CopyModule(t, unavailableModule)
	data := drivertest.ReadFile(t, module, "go.mod")
	data = data[:strings.Index(data, "\n//")] + "\n"
	if goVersion != "" {
		data = strings.Replace(data, "go 1.26.0", "go "+goVersion, 1)
	}
	if err := os.WriteFile(filepath.Join(module, "go.mod"), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return module
}

// offline makes the go command unable to fetch any module, with a module
// cache of its own so that nothing cached elsewhere stands in.
func offline(t *testing.T) {
	t.Setenv("GOWORK", "off")
	t.Setenv("GOPROXY", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOMODCACHE", t.TempDir())
}

// errorLines are the failures of a run as its JSON report gives them, in
// the words standard error shows them.
func errorLines(t *testing.T, r drivertest.Result) []string {
	t.Helper()
	var lines []string
	for _, e := range drivertest.DecodeReport(t, r.Stdout).Errors {
		lines = append(lines, report.Error{Package: e.Package, Message: e.Message}.String())
	}
	var stderr []string
	for _, l := range strings.Split(strings.TrimSpace(r.Stderr), "\n") {
		stderr = append(stderr, strings.TrimPrefix(l, "toolerrlint: "))
	}
	if !slices.Equal(stderr, lines) {
		t.Errorf("standard error says:\n%s\nthe JSON report:\n%s", strings.Join(stderr, "\n"), strings.Join(lines, "\n"))
	}
	return lines
}

func wantLines(t *testing.T, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A module that is not available is reported once, in go's words, and
// every package that cannot be analyzed because of it is named once; the
// packages that load are analyzed all the same.
func TestUnavailableModuleIsReportedOnce(t *testing.T) {
	t.Setenv("GOWORK", "off")
	const (
		moduleLine = "tools/tools.go:5:2: example.com/gone@v1.0.0: replacement directory ./gone does not exist"
		toolsLine  = "package example.com/unavailable/tools: not analyzed: its imports example.com/gone/store, example.com/gone/wire did not load"
		serverLine = "package example.com/unavailable/server: not analyzed: its import example.com/unavailable/tools did not load"
	)
	for _, tc := range []struct {
		pattern string
		want    []string
	}{
		{"./...", []string{moduleLine, toolsLine, serverLine}},
		{"./server", []string{moduleLine, toolsLine, serverLine}},
		{"./tools", []string{moduleLine, toolsLine}},
	} {
		t.Run(tc.pattern, func(t *testing.T) {
			r := runFake(t, "-C", unavailableModule, "-format", "json", "-enable", "calls", tc.pattern)
			r.WantCode(t, report.ExitFailure)
			wantLines(t, errorLines(t, r), tc.want)
			findings := drivertest.DecodeReport(t, r.Stdout).Diagnostics
			if tc.pattern == "./..." && (len(findings) != 1 || findings[0].File != "health/health.go") {
				t.Errorf("findings %+v, want the one in the package that loads", findings)
			}
		})
	}
}

// Offline, with the module neither cached nor fetchable, go's message
// does not name the module: the report does.
func TestUnavailableModuleOffline(t *testing.T) {
	offline(t)
	r := runFake(t, "-C", offlineModule(t, ""), "-format", "json", "./...")
	r.WantCode(t, report.ExitFailure)
	wantLines(t, errorLines(t, r), []string{
		"tools/tools.go:5:2: module example.com/gone@v1.0.0: module lookup disabled by GOPROXY=off",
		"package example.com/unavailable/tools: not analyzed: its imports example.com/gone/store, example.com/gone/wire did not load",
		"package example.com/unavailable/server: not analyzed: its import example.com/unavailable/tools did not load",
	})
}

// When go cannot build the module graph at all (a go.mod older than graph
// pruning needs every required module's go.mod), the run fails with go's
// message alone: not "matched no packages", not go/packages' wrapping.
func TestModuleGraphThatDoesNotLoad(t *testing.T) {
	offline(t)
	for _, format := range []string{"text", "json"} {
		r := runFake(t, "-C", offlineModule(t, "1.16"), "-format", format, "./...")
		r.WantCode(t, report.ExitFailure)
		want := "toolerrlint: go: example.com/gone@v1.0.0: module lookup disabled by GOPROXY=off\n"
		if r.Stderr != want {
			t.Errorf("-format %s: stderr:\n%s\nwant:\n%s", format, r.Stderr, want)
		}
		if format == "json" {
			errs := drivertest.DecodeReport(t, r.Stdout).Errors
			if len(errs) != 1 || errs[0].Package != "" || errs[0].Message != strings.TrimSuffix(strings.TrimPrefix(want, "toolerrlint: "), "\n") {
				t.Errorf("errors %+v", errs)
			}
		}
	}
}

// Type errors are shown as go build shows them: ten per package, then
// "too many errors".
func TestTypeErrorsAreCappedPerPackage(t *testing.T) {
	t.Setenv("GOWORK", "off")
	var body strings.Builder
	for i := range 14 {
		fmt.Fprintf(&body, "var v%d = undefined%d\n", i, i)
	}
	module := drivertest.WriteModule(t, map[string]string{
		"go.mod":       "module example.com/many\n\ngo 1.26.0\n",
		"many/many.go": "package many\n\n" + body.String(),
		"few/few.go":   "package few\n\nvar v = undefinedFew\n",
	})
	r := runFake(t, "-C", module, "-format", "json", "./...")
	r.WantCode(t, report.ExitFailure)
	var want []string
	for i := range 10 {
		col := len(fmt.Sprintf("var v%d = ", i)) + 1
		want = append(want, fmt.Sprintf("package example.com/many/many: many/many.go:%d:%d: undefined: undefined%d", 3+i, col, i))
	}
	want = append(want, "package example.com/many/many: too many errors")
	var many []string
	got := errorLines(t, r)
	for _, l := range got {
		if strings.HasPrefix(l, "package example.com/many/many: ") {
			many = append(many, l)
		}
	}
	wantLines(t, many, want)
	if few := "package example.com/many/few: few/few.go:3:9: undefined: undefinedFew"; !slices.Contains(got, few) || len(got) != len(many)+1 {
		t.Errorf("errors:\n%s\nwant the ones of many and %q", strings.Join(got, "\n"), few)
	}
}

// A syntax error is shown once, as the parser first meets it in the file,
// naming its package: not again as each error the parser threw up after
// it, nor as type errors of what it made out, nor for the test binary of
// the package.
func TestSyntaxErrorIsReportedOnce(t *testing.T) {
	t.Setenv("GOWORK", "off")
	module := drivertest.WriteModule(t, map[string]string{
		"go.mod":      "module example.com/syn\n\ngo 1.26.0\n",
		"p/p.go":      "package p\n\nfunc F() int { return undefinedG() +\n",
		"p/p_test.go": "package p\n\nimport \"testing\"\n\nfunc TestF(t *testing.T) {}\n",
		"q/q.go":      "package q\n\nimport _ \"example.com/syn/p\"\n",
	})
	r := runFake(t, "-C", module, "-format", "json", "./...")
	r.WantCode(t, report.ExitFailure)
	wantLines(t, errorLines(t, r), []string{
		"package example.com/syn/p: p/p.go:3:38: expected ';', found 'EOF'",
		"package example.com/syn/q: not analyzed: its import example.com/syn/p did not load",
	})
}
