package modtree

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/modtree/modtreetest"
)

func TestOfListsTheModulesOwnFiles(t *testing.T) {
	root := t.TempDir()
	modtreetest.Write(t, root, map[string]string{
		"go.mod":                  "module example.com/m\n",
		"main.go":                 "package main\n",
		"lib/lib.go":              "package lib\n",
		"lib/lib_test.go":         "package lib\n",
		"lib/other_windows.go":    "package lib\n",
		"lib/testdata/fixture.go": "package fixture\n",
		"vendor/v/v.go":           "package v\n",
		"_old/old.go":             "package old\n",
		".git/x.go":               "package x\n",
		"nested/go.mod":           "module example.com/m/nested\n",
		"nested/n.go":             "package nested\n",
	})
	tree, ok := Of(filepath.Join(root, "lib"))
	if !ok {
		t.Fatal("no module found above lib")
	}
	if tree.Root != root {
		t.Errorf("Root = %s, want %s", tree.Root, root)
	}
	var got []string
	for _, f := range tree.Files {
		rel, _ := filepath.Rel(root, f.Path)
		if f.Test {
			rel += " (test)"
		}
		got = append(got, filepath.ToSlash(rel))
	}
	want := []string{"lib/lib.go", "lib/lib_test.go (test)", "main.go"}
	if os.PathSeparator == '\\' {
		want = []string{"lib/lib.go", "lib/lib_test.go (test)", "lib/other_windows.go", "main.go"}
	}
	if !slices.Equal(got, want) {
		t.Errorf("files %v, want %v", got, want)
	}
	again, _ := Of(root)
	if again != tree {
		t.Error("the module was listed twice")
	}
}

func TestOfStopsAtTestdata(t *testing.T) {
	root := t.TempDir()
	modtreetest.Write(t, root, map[string]string{
		"go.mod":                "module example.com/m\n",
		"a/testdata/src/p/p.go": "package p\n",
		"a/testdata/mod/go.mod": "module example.com/fixture\n",
		"a/testdata/mod/q/q.go": "package q\n",
	})
	if tree, ok := Of(filepath.Join(root, "a", "testdata", "src", "p")); ok {
		t.Errorf("a fixture outside any module of its own is in %s", tree.Root)
	}
	tree, ok := Of(filepath.Join(root, "a", "testdata", "mod", "q"))
	if !ok || tree.Root != filepath.Join(root, "a", "testdata", "mod") {
		t.Errorf("a fixture module is not its own: %v %v", tree, ok)
	}
}

func TestOfLeavesTheModuleCacheAlone(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("GOMODCACHE", cache)
	dep := filepath.Join(cache, "example.com", "dep@v1.0.0")
	modtreetest.Write(t, dep, map[string]string{"go.mod": "module example.com/dep\n", "d.go": "package dep\n"})
	if _, ok := Of(dep); ok {
		t.Error("a module in the module cache is listed")
	}
}

func TestOfLeavesVendoredPackagesAlone(t *testing.T) {
	root := t.TempDir()
	modtreetest.Write(t, root, map[string]string{
		"go.mod":                    "module example.com/m\n",
		"vendor/example.com/d/d.go": "package d\n",
	})
	if tree, ok := Of(filepath.Join(root, "vendor", "example.com", "d")); ok {
		t.Errorf("a vendored package is in %s", tree.Root)
	}
}
