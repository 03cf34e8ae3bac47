package cache

import (
	"os"
	"path/filepath"
	"testing"
)

// A package's key follows what the passes read of its module from disk:
// the tests beside it and those of the module that call a tool, and the
// module's package clauses and imports; not the rest of the module.
func TestOwnKeyFollowsWhatThePassesReadOfTheModule(t *testing.T) {
	root := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/m\n")
	write("lib/lib.go", "package lib\n")
	write("lib/lib_ext_test.go", "package lib_test\n")
	write("e2e/doc.go", "package e2e\n")
	write("e2e/e2e_test.go", "package e2e_test\n\n// calls CallTool\n")
	write("other/other.go", "package other\n\nfunc F() {}\n")
	write("other/other_test.go", "package other\n\nfunc TestF() {}\n")

	lib := &listedPackage{
		ImportPath: "example.com/m/lib", Dir: filepath.Join(root, "lib"), Name: "lib",
		GoFiles: []string{"lib.go"},
		Module:  &listedModule{Path: "example.com/m", Dir: root, GoMod: filepath.Join(root, "go.mod"), Main: true},
	}
	key := func() Key { return ownKey(lib, []string{root}, newInputs()) }
	last := key()
	for _, step := range []struct {
		file, text string
		changes    bool
	}{
		{"other/other.go", "package other\n\nfunc F() { println() }\n", false},
		{"other/other_test.go", "package other\n\nfunc TestF() { F() }\n", false},
		{"other/other.go", "package other\n\nimport \"example.com/m/lib\"\n\nvar _ = lib.X\n", true},
		{"e2e/e2e_test.go", "package e2e_test\n\n// calls CallTool, asserts its error\n", true},
		{"lib/lib_ext_test.go", "package lib_test\n\nfunc TestX() {}\n", true},
	} {
		write(step.file, step.text)
		got := key()
		if changed := got != last; changed != step.changes {
			t.Errorf("after an edit of %s, the key changed: %v, want %v", step.file, changed, step.changes)
		}
		last = got
	}
}
