package main

import (
	"cmp"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// goVet runs `go vet -vettool=toolerrlint` with extra arguments in dir.
func goVet(t *testing.T, dir string, args ...string) drivertest.Result {
	t.Helper()
	return drivertest.Run(t, dir, nil, "go", append([]string{"vet", "-vettool=" + toolerrlintBin}, args...)...)
}

// vetFinding is a finding as `go vet -json` reports it.
type vetFinding struct {
	Rule    string
	File    string
	Line    int
	Column  int
	Message string
}

var vetPosition = regexp.MustCompile(`^(.+):(\d+):(\d+)$`)

// parseVetJSON reads the findings in what `go vet -json` writes.
func parseVetJSON(t *testing.T, out, module string) []vetFinding {
	t.Helper()
	var findings []vetFinding
	vetDiagnostics(t, out, func(_, rule, posn, message string) {
		m := vetPosition.FindStringSubmatch(posn)
		if m == nil {
			t.Fatalf("go vet position %q", posn)
		}
		rel, err := filepath.Rel(module, m[1])
		if err != nil {
			t.Fatal(err)
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		findings = append(findings, vetFinding{rule, filepath.ToSlash(rel), line, col, message})
	})
	return uniqueSorted(findings)
}

// vetDiagnosticsByPackage counts the diagnostics `go vet -json` writes for
// each package, as it names them.
func vetDiagnosticsByPackage(t *testing.T, out string) map[string]int {
	t.Helper()
	counts := make(map[string]int)
	vetDiagnostics(t, out, func(pkg, _, _, _ string) { counts[pkg]++ })
	return counts
}

// vetDiagnostics reads the stream of objects `go vet -json` writes, one per
// package: {"pkg": {"rule": [{"posn": "file:line:col", "message": ...}]}},
// and calls visit with each diagnostic.
func vetDiagnostics(t *testing.T, out string, visit func(pkg, rule, posn, message string)) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("go vet -json output: %v\n%s", err, out)
		}
		for pkg, rules := range tree {
			for rule, raw := range rules {
				var diags []struct {
					Posn    string `json:"posn"`
					Message string `json:"message"`
				}
				if err := json.Unmarshal(raw, &diags); err != nil {
					// An analysis failure is an object with an "error" field.
					t.Fatalf("go vet: rule %s failed: %s", rule, raw)
				}
				for _, d := range diags {
					visit(pkg, rule, d.Posn, d.Message)
				}
			}
		}
	}
}

func uniqueSorted(findings []vetFinding) []vetFinding {
	slices.SortFunc(findings, func(a, b vetFinding) int {
		return cmp.Or(
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Column, b.Column),
			cmp.Compare(a.Rule, b.Rule),
			cmp.Compare(a.Message, b.Message),
		)
	})
	return slices.Compact(findings)
}

// Under `go vet` the rules report exactly what they report standalone.
func TestVetMatchesStandalone(t *testing.T) {
	module, err := filepath.Abs(findingsModule)
	if err != nil {
		t.Fatal(err)
	}
	standalone := toolerrlint(t, module, "-format", "json")
	standalone.WantCode(t, report.ExitFindings)
	var want []vetFinding
	report := drivertest.DecodeReport(t, standalone.Stdout)
	for _, d := range report.Diagnostics {
		want = append(want, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
	}
	want = uniqueSorted(want)
	if got, expected := drivertest.KeysOfJSON(report.Diagnostics), drivertest.ExpectedFindings(t, findingsModule, true); !slices.Equal(got, expected) {
		t.Fatalf("standalone findings %v, want %v", got, expected)
	}

	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0) // -json reports findings without failing
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, want) {
		t.Errorf("go vet findings:\n got %v\nwant %v", got, want)
	}

	// Without -json, findings fail the vet run.
	if r := goVet(t, module, "./..."); r.Code == 0 {
		t.Errorf("go vet exits 0 on findings:\n%s", r.Stderr)
	}
}

func TestVetCleanModule(t *testing.T) {
	r := goVet(t, cleanModule, "./...")
	r.WantCode(t, 0)
}

func TestVetPackageThatDoesNotTypeCheck(t *testing.T) {
	r := goVet(t, brokenModule, "./...")
	if r.Code == 0 || !strings.Contains(r.Stderr, "undefinedAnswer") {
		t.Errorf("go vet on a package that does not type-check: exit %d\n%s", r.Code, r.Stderr)
	}
}

// go vet accepts only the flags the tool lists with -flags; -enable and
// -disable must be among them and keep their meaning.
func TestVetAcceptsRuleSelection(t *testing.T) {
	goVet(t, cleanModule, "-enable=protocolerr", "./...").WantCode(t, 0)
	goVet(t, cleanModule, "-disable=handlerpanic,nilresult", "./...").WantCode(t, 0)
	r := goVet(t, cleanModule, "-enable=no_such_rule", "./...")
	if r.Code == 0 || !strings.Contains(r.Stderr, "no_such_rule") {
		t.Errorf("go vet -enable=no_such_rule: exit %d\n%s", r.Code, r.Stderr)
	}
}

// A bad flag value under go vet is one line, said once for the whole run
// (not the usage once per package vetted and per package those import),
// naming the flag and pointing to help; the tool exits 2 on it, and go
// vet, which exits 1 on any failure of its tool, fails.
func TestVetBadFlagValueIsOneLine(t *testing.T) {
	for _, flag := range []string{"-enable=no_such_rule", "-disable=no_such_rule"} {
		r := goVet(t, findingsModule, flag, "./...")
		if r.Code == 0 {
			t.Fatalf("go vet %s: exit 0\n%s", flag, r.Stderr)
		}
		var said []string
		for _, l := range strings.Split(strings.TrimSpace(r.Stderr), "\n") {
			if !strings.HasPrefix(l, "# ") { // go vet's header naming the package
				said = append(said, l)
			}
		}
		if len(said) != 1 || !strings.HasPrefix(said[0], "toolerrlint: ") || !strings.Contains(said[0], `unknown rule "no_such_rule"`) || !strings.Contains(said[0], "toolerrlint help") {
			t.Errorf("go vet %s: stderr:\n%s\nwant one line naming the rule and pointing to help", flag, r.Stderr)
		}
		if strings.Contains(r.Stderr, "Usage of") || strings.Contains(r.Stdout, "Usage of") {
			t.Errorf("go vet %s prints the usage:\n%s", flag, r.Stderr)
		}
	}
}

// The tool itself, run on one unit as go vet runs it, exits 2 on a bad
// flag value.
func TestVetUnitBadFlagExitsTwo(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "b001", "vet.cfg")
	if err := os.MkdirAll(filepath.Dir(cfg), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg, []byte(`{"ID": "example.com/p", "VetxOnly": false}`), 0o644); err != nil {
		t.Fatal(err)
	}
	r := toolerrlint(t, "", "-enable=no_such_rule", cfg)
	r.WantCode(t, report.ExitFailure)
	if strings.Count(strings.TrimSpace(r.Stderr), "\n") != 0 || !strings.Contains(r.Stderr, "no_such_rule") {
		t.Errorf("stderr:\n%s\nwant one line naming the value", r.Stderr)
	}
}

func TestVetSelectionMatchesStandalone(t *testing.T) {
	module, err := filepath.Abs(findingsModule)
	if err != nil {
		t.Fatal(err)
	}
	for _, flagArg := range []string{"-enable=handlerpanic", "-disable=handlerpanic"} {
		t.Run(flagArg, func(t *testing.T) {
			standalone := toolerrlint(t, module, "-format", "json", flagArg)
			standalone.WantCode(t, report.ExitFindings)
			var want []vetFinding
			for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
				want = append(want, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
			}
			vet := goVet(t, module, "-json", flagArg, "./...")
			vet.WantCode(t, 0)
			if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, uniqueSorted(want)) {
				t.Errorf("go vet %s:\n got %v\nwant %v", flagArg, got, want)
			}
		})
	}
}

// The error contract's flag twins work under go vet as they do standalone:
// a tool held to codes it does not declare, and a code that requires a
// field its errors leave out.
func TestVetContractFlagsMatchStandalone(t *testing.T) {
	module, err := filepath.Abs(catalogModule)
	if err != nil {
		t.Fatal(err)
	}
	flags := []string{
		"-returns=example.com/catalog/tools.listUsers=internal_error",
		"-requires=example.com/catalog/errs.NotFound=Field",
	}
	standalone := toolerrlint(t, module, append([]string{"-format", "json", "-enable", "closedcodes,repairfields"}, flags...)...)
	standalone.WantCode(t, report.ExitFindings)
	var want []vetFinding
	rules := make(map[string]bool)
	for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
		want = append(want, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
		rules[d.Rule] = true
	}
	if !rules["closedcodes"] || !rules["repairfields"] {
		t.Fatalf("standalone run with %v reports rules %v, want closedcodes and repairfields", flags, rules)
	}
	vet := goVet(t, module, append(append([]string{"-json", "-closedcodes", "-repairfields"}, flags...), "./...")...)
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, uniqueSorted(want)) {
		t.Errorf("go vet %v:\n got %v\nwant %v", flags, got, uniqueSorted(want))
	}
}

// parityModule serves, from its main, handlers of three other packages: a
// closure with named results and bare returns registered inline, a method
// registered through a table, and a function of another contract behind
// an adapter of a fourth package. Every package between each handler and
// the server names the handler's package, so go vet carries the facts the
// command sees.
var parityModule = drivertest.Fixture("parity")

func TestVetMatchesStandaloneAcrossPackages(t *testing.T) {
	module := parityModule
	standalone := toolerrlint(t, module, "-format", "json", "./...")
	standalone.WantCode(t, report.ExitFindings)
	rep := drivertest.DecodeReport(t, standalone.Stdout)
	if got, want := drivertest.KeysOfJSON(rep.Diagnostics), drivertest.ExpectedFindings(t, module, false); !slices.Equal(got, want) {
		t.Fatalf("standalone findings %v, want %v", got, want)
	}
	var want []vetFinding
	for _, d := range rep.Diagnostics {
		want = append(want, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
	}
	want = uniqueSorted(want)
	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, want) {
		t.Errorf("go vet findings:\n got %v\nwant %v", got, want)
	}
}
