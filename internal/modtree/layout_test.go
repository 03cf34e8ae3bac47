package modtree

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/modtree/modtreetest"
)

// layoutOf writes the files of a module to a new directory and returns
// the module's layout, read twice to see that it is read once.
func layoutOf(t *testing.T, files map[string]string) *Layout {
	t.Helper()
	root := t.TempDir()
	modtreetest.Write(t, root, files)
	tree, ok := Of(root)
	if !ok {
		t.Fatalf("no module found at %s", root)
	}
	l := tree.Layout()
	if tree.Layout() != l {
		t.Error("the layout was read twice")
	}
	return l
}

// A module of libraries: api imports lib, a test file imports api, a file
// that go build leaves out, for another system, and one that does not
// parse import shim, and a test file is a main package's.
func TestLayoutOfALibraryModule(t *testing.T) {
	l := layoutOf(t, map[string]string{
		"go.mod":               "module example.com/m\n",
		"lib/lib.go":           "package lib\n\nimport \"context\"\n\nvar _ context.Context\n",
		"api/api.go":           "package api\n\nimport (\n\t\"fmt\"\n\tl \"example.com/m/lib\"\n)\n\nvar _ = fmt.Sprint\nvar _ = l.X\n",
		"api/api_test.go":      "package api_test\n\nimport _ \"example.com/m/api\"\n",
		"cmdtest/main_test.go": "package main\n",
		"api/plan9.go":         "//go:build plan9\n\npackage api\n\nimport _ \"example.com/m/shim\"\n",
		"shim/shim.go":         "package shim\n",
		"broken/broken.go":     "package broken\n\nimport \"example.com/m/shim\n",
	})
	if l.Main() {
		t.Error("a main package in a module with none but a test's")
	}
	for path, want := range map[string]bool{
		"example.com/m/lib":  true,
		"example.com/m/api":  false, // by a test only
		"example.com/m/shim": false, // by a file go build leaves out, or one that does not parse
		"fmt":                true,
	} {
		if got := l.Imported(path); got != want {
			t.Errorf("Imported(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestLayoutFindsAProgram(t *testing.T) {
	l := layoutOf(t, map[string]string{
		"go.mod":           "module example.com/m\n",
		"lib/lib.go":       "package lib\n",
		"cmd/tool/main.go": "package main\n\nfunc main() {}\n",
	})
	if !l.Main() {
		t.Error("cmd/tool is not seen as a program")
	}
}

// A generator that go build leaves out (//go:build ignore) is no program.
func TestLayoutLeavesOutIgnoredPrograms(t *testing.T) {
	l := layoutOf(t, map[string]string{
		"go.mod":       "module example.com/n\n",
		"lib/lib.go":   "package lib\n",
		"tools/gen.go": "//go:build ignore\n\npackage main\n",
	})
	if l.Main() {
		t.Error("a file go build leaves out makes a program")
	}
}
