package cache

import (
	"maps"
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/modtree/modtreetest"
)

// The base module of TestModuleKeyFollowsWhatThePassesRead: a library,
// another package, and an end-to-end test that calls a tool and asserts
// success.
var baseModule = map[string]string{
	"go.mod":              "module example.com/m\n",
	"lib/lib.go":          "package lib\n",
	"other/other.go":      "package other\n\nfunc F() {}\n",
	"other/other_test.go": "package other\n\nfunc TestF() {}\n",
	"e2e/doc.go":          "package e2e\n",
	"e2e/e2e_test.go": `package e2e_test

func TestLookup(t *testing.T) {
	var req mcp.CallToolRequest
	req.Params.Name = "lookup"
	_, err := c.CallTool(ctx, req)
	require.NoError(t, err)
}
`,
}

// The key of what the passes read of lib's module follows whether a
// program is in the module, whether another package imports lib, and the
// module's tests that assert a tool call's error; not other edits. The
// passes' reading is kept for the process, so each variant is a module
// of its own.
func TestModuleKeyFollowsWhatThePassesRead(t *testing.T) {
	key := func(edits map[string]string) Key {
		t.Helper()
		root := t.TempDir()
		files := maps.Clone(baseModule)
		maps.Copy(files, edits)
		modtreetest.Write(t, root, files)
		lib := &listedPackage{ImportPath: "example.com/m/lib [example.com/m/lib.test]", Dir: filepath.Join(root, "lib")}
		return newInputs().module(lib)
	}
	base := key(nil)
	for _, tc := range []struct {
		what    string
		edits   map[string]string
		changes bool
	}{
		{"a body edited", map[string]string{"other/other.go": "package other\n\nfunc F() { println() }\n"}, false},
		{"a test that calls no tool edited", map[string]string{"other/other_test.go": "package other\n\nfunc TestF() { F() }\n"}, false},
		{"an import of the library", map[string]string{"other/other.go": "package other\n\nimport _ \"example.com/m/lib\"\n"}, true},
		{"a program", map[string]string{"cmd/main.go": "package main\n\nfunc main() {}\n"}, true},
		{"a tool call's error asserted", map[string]string{"e2e/e2e_test.go": `package e2e_test

func TestLookup(t *testing.T) {
	var req mcp.CallToolRequest
	req.Params.Name = "lookup"
	_, err := c.CallTool(ctx, req)
	require.Error(t, err)
}
`}, true},
	} {
		if changed := key(tc.edits) != base; changed != tc.changes {
			t.Errorf("%s: the key changed: %v, want %v", tc.what, changed, tc.changes)
		}
	}
}
