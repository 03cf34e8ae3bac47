package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// library is a folder of Markdown notes and a search index over them.
type library struct {
	root  string
	index *noteIndex
}

func newLibrary(root string) *library {
	return &library{root: root, index: &noteIndex{texts: make(map[string]string), tags: make(map[string][]string)}}
}

// noteIndex maps note paths to their text and tags.
type noteIndex struct {
	mu    sync.RWMutex
	texts map[string]string
	tags  map[string][]string
}

// Has reports whether the index holds a note at path.
func (x *noteIndex) Has(path string) bool {
	x.mu.RLock()
	defer x.mu.RUnlock()
	_, ok := x.texts[path]
	return ok
}

// Search returns the paths of up to limit notes that contain query.
func (x *noteIndex) Search(query string, limit int) ([]string, error) {
	if limit < 0 {
		return nil, fmt.Errorf("limit %d is negative", limit)
	}
	x.mu.RLock()
	defer x.mu.RUnlock()
	var paths []string
	for path, text := range x.texts {
		if strings.Contains(strings.ToLower(text), strings.ToLower(query)) {
			paths = append(paths, path)
		}
	}
	slices.Sort(paths)
	if limit > 0 && len(paths) > limit {
		paths = paths[:limit]
	}
	return paths, nil
}

// Tag adds tags to the note at path.
func (x *noteIndex) Tag(path string, tags ...string) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if _, ok := x.texts[path]; !ok {
		return fmt.Errorf("no note at %s", path)
	}
	for _, tag := range tags {
		if !slices.Contains(x.tags[path], tag) {
			x.tags[path] = append(x.tags[path], tag)
		}
	}
	return nil
}

// rebuild reads every note under root into the index and returns how many
// it read. Its failures are the server's, never the caller's.
//
//toolerr:infra
func (x *noteIndex) rebuild(root string) (int, error) {
	texts := make(map[string]string)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".md" {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		texts[filepath.ToSlash(rel)] = string(data)
		return nil
	})
	if err != nil {
		return 0, err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	x.texts = texts
	return len(texts), nil
}

// verify checks that every tagged note is still indexed. A failure means
// the index is corrupt: the server's fault, never the caller's. The
// directive below is misspelt, so it declares nothing.
//
//toolerr:infrastructure
func (x *noteIndex) verify() error {
	x.mu.RLock()
	defer x.mu.RUnlock()
	var errs []error
	for path := range x.tags {
		if _, ok := x.texts[path]; !ok {
			errs = append(errs, fmt.Errorf("tags for missing note %s", path))
		}
	}
	return errors.Join(errs...)
}
