package modtree

import (
	"path/filepath"
	"testing"
)

// A module of libraries: api imports lib, a test file imports api, and a
// file that go build leaves out, for another system, imports shim.
func TestLayoutOfALibraryModule(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"go.mod":               "module example.com/m\n",
		"lib/lib.go":           "package lib\n\nimport \"context\"\n\nvar _ context.Context\n",
		"api/api.go":           "package api\n\nimport (\n\t\"fmt\"\n\tl \"example.com/m/lib\"\n)\n\nvar _ = fmt.Sprint\nvar _ = l.X\n",
		"api/api_test.go":      "package api_test\n\nimport _ \"example.com/m/api\"\n",
		"cmdtest/main_test.go": "package main\n",
		"api/plan9.go":         "//go:build plan9\n\npackage api\n\nimport _ \"example.com/m/shim\"\n",
		"shim/shim.go":         "package shim\n",
		"broken/broken.go":     "package broken\n\nimport \"example.com/m/shim\n",
	})
	tree, ok := Of(filepath.Join(root, "api"))
	if !ok {
		t.Fatal("no module found above api")
	}
	l := tree.Layout()
	if l.Main {
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
	if tree.Layout() != l {
		t.Error("the layout was read twice")
	}
}

func TestLayoutFindsAProgram(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{
		"go.mod":            "module example.com/m\n",
		"lib/lib.go":        "package lib\n",
		"cmd/tool/main.go":  "package main\n\nfunc main() {}\n",
		"tools/gen.go":      "//go:build ignore\n\npackage main\n",
		"internal/x/x.go":   "package x\n",
		"internal/x/doc.go": "// Package x.\npackage x\n",
	})
	tree, ok := Of(filepath.Join(root, "lib"))
	if !ok {
		t.Fatal("no module found above lib")
	}
	if !tree.Layout().Main {
		t.Error("cmd/tool is not seen as a program")
	}
	root = t.TempDir()
	write(t, root, map[string]string{
		"go.mod":       "module example.com/n\n",
		"lib/lib.go":   "package lib\n",
		"tools/gen.go": "//go:build ignore\n\npackage main\n",
	})
	tree, _ = Of(filepath.Join(root, "lib"))
	if tree.Layout().Main {
		t.Error("a file go build leaves out makes a program")
	}
}
