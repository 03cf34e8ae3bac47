// Package modtree lists the Go files of the module around a package, as
// they lie on disk: what go/analysis hands a pass is the package alone,
// and a few questions about a package are answered by the rest of its
// module (is it imported by another of the module's packages, is a main
// among them, does a test elsewhere in the module assert what a handler
// of it returns).
//
// Only a module the user works on is listed: one found by walking up from
// the package's directory to its go.mod, not in the module cache or
// GOROOT (a dependency's module is not what the run is about), and not
// found by leaving a testdata directory (the fixtures of a test are not
// part of the module around them) or a vendor directory (a vendored
// package is a dependency's). Each module is listed once per
// process.
package modtree

import (
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
)

// Tree is the Go files of one module.
type Tree struct {
	// Root is the module's directory, the one that holds its go.mod.
	Root string
	// Files are the module's Go files that go build would build for the
	// host (go/build's default context), test files among them, in the
	// order of a walk of its directories; those of nested modules,
	// vendor and testdata directories, and directories whose names start
	// with "." or "_" are not the module's.
	Files []File

	layout *Layout
}

// File is one Go file of a module.
type File struct {
	// Path is the file's path, Dir its directory.
	Path, Dir string
	// Test says the file is a test file (_test.go).
	Test bool
}

// Of returns the module around dir, a package's directory, if it is one
// the user works on.
func Of(dir string) (*Tree, bool) {
	root, ok := rootOf(dir)
	if !ok {
		return nil, false
	}
	load, _ := trees.LoadOrStore(root, sync.OnceValue(func() *Tree { return walk(root) }))
	return load.(func() *Tree)(), true
}

// trees holds each module's listing, by its root.
var trees sync.Map // string -> func() *Tree

// rootOf returns the directory of the go.mod above dir.
func rootOf(dir string) (string, bool) {
	dir, err := filepath.Abs(dir)
	if err != nil || outsideWork(dir) {
		return "", false
	}
	for {
		if st, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil && st.Mode().IsRegular() {
			return dir, true
		}
		parent := filepath.Dir(dir)
		// The fixtures of a test are not part of the module around them,
		// and a vendored package is a dependency's.
		if base := filepath.Base(dir); parent == dir || base == "testdata" || base == "vendor" {
			return "", false
		}
		dir = parent
	}
}

// outsideWork reports whether dir lies in GOROOT or the module cache.
func outsideWork(dir string) bool {
	within := func(root string) bool {
		if root == "" {
			return false
		}
		rel, err := filepath.Rel(root, dir)
		return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
	}
	if within(runtime.GOROOT()) || within(build.Default.GOROOT) {
		return true
	}
	cache := os.Getenv("GOMODCACHE")
	if cache == "" {
		if gopath := filepath.SplitList(build.Default.GOPATH); len(gopath) > 0 {
			cache = filepath.Join(gopath[0], "pkg", "mod")
		}
	}
	return within(cache)
}

// walk lists the module at root.
func walk(root string) *Tree {
	t := &Tree{Root: root}
	t.layout = newLayout(t)
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if path == root {
				return nil
			}
			if name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return fs.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return fs.SkipDir // another module
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || !d.Type().IsRegular() {
			return nil
		}
		dir := filepath.Dir(path)
		if match, err := build.Default.MatchFile(dir, name); err != nil || !match {
			return nil
		}
		t.Files = append(t.Files, File{Path: path, Dir: dir, Test: strings.HasSuffix(name, "_test.go")})
		return nil
	})
	return t
}
