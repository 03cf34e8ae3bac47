package integration

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"
)

// TestExamplesCatalog holds the catalog committed as examples/ERRORS.md to
// the one the code of the examples gives on the real SDKs, and the JSON
// catalog to the codes the examples' tools declare and return.
func TestExamplesCatalog(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: the go command is not on PATH (%v)", err)
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	examples := filepath.Join(root, "examples")
	bin := buildTool(t, goTool, root)

	cmd := exec.CommandContext(t.Context(), bin, "catalog", "-C", examples, "-check", "ERRORS.md")
	cmd.Env = hermeticEnv()
	if stdout, stderr, status := run(t, cmd); status != 0 {
		t.Errorf("catalog -check ERRORS.md: exit status %d, want 0\n%s%s", status, stdout, stderr)
	}

	cmd = exec.CommandContext(t.Context(), bin, "catalog", "-C", examples, "-format", "json")
	cmd.Env = hermeticEnv()
	stdout, stderr, status := run(t, cmd)
	if status != 0 {
		t.Fatalf("catalog -format json: exit status %d\n%s", status, stderr)
	}
	var c struct {
		Codes []struct {
			Value     string   `json:"value"`
			Requires  []string `json:"requires"`
			Retryable bool     `json:"retryable"`
		} `json:"codes"`
		Tools []struct {
			Name      string   `json:"name"`
			Framework string   `json:"framework"`
			Codes     []string `json:"codes"`
			Declared  []string `json:"declared"`
		} `json:"tools"`
	}
	if err := json.Unmarshal([]byte(stdout), &c); err != nil {
		t.Fatal(err)
	}
	type tool struct {
		framework       string
		codes, declared []string
	}
	got := make(map[string]tool)
	for _, tl := range c.Tools {
		got[tl.Name] = tool{tl.Framework, tl.Codes, tl.Declared}
	}
	for name, want := range map[string]tool{
		"get_invoice":    {"mcp-go", []string{"internal_error", "invalid_argument", "not_found"}, []string{"internal_error", "invalid_argument", "not_found"}},
		"refund_invoice": {"mcp-go", []string{"conflict", "not_found"}, []string{"not_found"}},
		"pay_invoice":    {"mcp-go", []string{"invalid_argument", "not_found"}, []string{}},
		"rename_account": {"go-sdk", []string{"invalid_argument", "not_found"}, []string{}},
		"get_issue":      {"mcp-go", []string{}, []string{}},
	} {
		if !reflect.DeepEqual(got[name], want) {
			t.Errorf("tool %s: %+v, want %+v", name, got[name], want)
		}
	}
	var rateLimited bool
	for _, k := range c.Codes {
		if k.Value == "rate_limited" {
			rateLimited = k.Retryable && reflect.DeepEqual(k.Requires, []string{"RetryAfter"})
		}
	}
	if !rateLimited {
		t.Errorf("rate_limited is not listed retryable, requiring RetryAfter: %+v", c.Codes)
	}
}
