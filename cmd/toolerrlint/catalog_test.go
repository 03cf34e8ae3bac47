package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// The JSON catalog of the catalog module is the one committed next to it:
// every code with its doc, requirements and retryability, and every tool
// with the codes it may return, those it declares, its protocol errors.
func TestCatalogJSON(t *testing.T) {
	r := toolerrlint(t, "", "catalog", "-C", catalogModule, "-format", "json")
	r.WantCode(t, report.ExitClean)
	want := drivertest.ReadFile(t, catalogModule, "expected.json")
	if r.Stdout != want {
		t.Errorf("catalog -format json:\n%s\nwant expected.json:\n%s", r.Stdout, want)
	}
	var c struct {
		Tools []struct {
			Name     string   `json:"name"`
			Codes    []string `json:"codes"`
			Declared []string `json:"declared"`
		} `json:"tools"`
	}
	if err := json.Unmarshal([]byte(r.Stdout), &c); err != nil {
		t.Fatal(err)
	}
	codes := make(map[string][]string)
	for _, tool := range c.Tools {
		codes[tool.Name] = tool.Codes
	}
	if want := map[string][]string{
		"get_user":   {"invalid_input", "not_found"},
		"list_users": {"internal_error", "rate_limited"},
	}; !reflect.DeepEqual(codes, want) {
		t.Errorf("codes by tool: %v, want %v", codes, want)
	}
}

// -check passes on the catalog the code gives, in either format, and fails
// with the difference on one the code has moved away from.
func TestCatalogCheck(t *testing.T) {
	module := drivertest.CopyModule(t, catalogModule)
	toolerrlint(t, "", "catalog", "-C", module, "-o", "ERRORS.md").WantCode(t, report.ExitClean)
	for _, file := range []string{"ERRORS.md", "expected.json"} {
		r := toolerrlint(t, "", "catalog", "-C", module, "-check", file)
		r.WantCode(t, report.ExitClean)
		if r.Stdout != "" || r.Stderr != "" {
			t.Errorf("-check %s on a fresh catalog printed:\n%s%s", file, r.Stdout, r.Stderr)
		}
	}

	// list_users now declares its codes, and one it does not return.
	src := drivertest.ReadFile(t, module, "tools/tools.go")
	src = strings.Replace(src, "// listUsers fails with the codes of its helpers.\n",
		"// listUsers fails with the codes of its helpers.\n//\n//toolerr:returns internal_error,rate_limited,not_found\n", 1)
	if err := os.WriteFile(filepath.Join(module, "tools", "tools.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := toolerrlint(t, "", "catalog", "-C", module, "-check", "ERRORS.md")
	r.WantCode(t, report.ExitFindings)
	for _, want := range []string{
		"ERRORS.md is stale",
		"toolerrlint catalog -format md -o ERRORS.md",
		"--- ERRORS.md\t(committed)\n+++ ERRORS.md\t(from the code)\n",
		"\n-| `list_users` | [`tools.listUsers`](tools/tools.go#L34) | in-house | `internal_error`, `rate_limited` | — | 2 | — | no |\n",
		"\n+| `list_users` | [`tools.listUsers`](tools/tools.go#L36) | in-house | `internal_error`, `rate_limited` | `internal_error`, `not_found`, `rate_limited` | 2 | — | no |\n",
	} {
		if !strings.Contains(r.Stdout, want) {
			t.Errorf("-check on a stale catalog: output lacks %q:\n%s", want, r.Stdout)
		}
	}
	r = toolerrlint(t, "", "catalog", "-C", module, "-check", "expected.json")
	r.WantCode(t, report.ExitFindings)
	if !strings.Contains(r.Stdout, "-format json -o expected.json") || !strings.Contains(r.Stdout, `+        "not_found"`) {
		t.Errorf("-check on a stale JSON catalog:\n%s", r.Stdout)
	}

	// A file named by its absolute path keeps its name whole in the
	// headers: no a/ or b/ glued onto it.
	abs := filepath.Join(module, "expected.json")
	r = toolerrlint(t, "", "catalog", "-C", module, "-check", abs)
	r.WantCode(t, report.ExitFindings)
	slashed := filepath.ToSlash(abs)
	if !strings.Contains(r.Stdout, "--- "+slashed+"\t(committed)\n+++ "+slashed+"\t(from the code)\n") || strings.Contains(r.Stdout, "a/"+slashed) {
		t.Errorf("-check %s: diff headers do not name the file as given:\n%s", abs, r.Stdout)
	}
}

// Bad invocations fail with status 2 and say why.
func TestCatalogUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-format", "yaml"}, `unknown catalog format "yaml"`},
		{[]string{"-check", "ERRORS.md", "-o", "x.md"}, "does not go with -o"},
		{[]string{"-check", "MISSING.md"}, "MISSING.md"},
		{[]string{"-no-such-flag"}, "-no-such-flag"},
	} {
		r := toolerrlint(t, "", append([]string{"catalog", "-C", catalogModule}, tc.args...)...)
		r.WantCode(t, report.ExitFailure)
		if !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("catalog %v: stderr lacks %q:\n%s", tc.args, tc.want, r.Stderr)
		}
	}
}

// A pattern that names the tools and not the package declaring the codes
// still catalogs those codes: the module's packages the named ones import
// are the program's too.
func TestCatalogOfSomePackages(t *testing.T) {
	r := toolerrlint(t, "", "catalog", "-C", catalogModule, "-format", "json", "./tools")
	r.WantCode(t, report.ExitClean)
	var c struct {
		Codes []struct{ Value string }
		Tools []struct{ Name string }
	}
	if err := json.Unmarshal([]byte(r.Stdout), &c); err != nil {
		t.Fatalf("catalog ./tools: %v\n%s%s", err, r.Stdout, r.Stderr)
	}
	if len(c.Codes) != 4 || len(c.Tools) != 2 {
		t.Errorf("catalog ./tools lists %d codes and %d tools, want 4 and 2:\n%s", len(c.Codes), len(c.Tools), r.Stdout)
	}
}

// catalog -tags lists the tools of files built only with those tags.
func TestCatalogTags(t *testing.T) {
	module := drivertest.CopyModule(t, catalogModule)
	src := drivertest.ReadFile(t, module, "tools/tools.go")
	if err := os.WriteFile(filepath.Join(module, "tools", "tools.go"), []byte("//go:build contract\n\n"+src), 0o644); err != nil {
		t.Fatal(err)
	}
	without := toolerrlint(t, "", "catalog", "-C", module, "-format", "json")
	without.WantCode(t, report.ExitClean)
	with := toolerrlint(t, "", "catalog", "-C", module, "-format", "json", "-tags", "contract")
	with.WantCode(t, report.ExitClean)
	if strings.Contains(without.Stdout, "list_users") || !strings.Contains(with.Stdout, "list_users") {
		t.Errorf("catalog without -tags:\n%s\nwith -tags contract:\n%s\nwant list_users with the tag alone", without.Stdout, with.Stdout)
	}
}
