package cache

import (
	"bufio"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// The store marks its directory as its own with a README, as the go
// command marks its build cache. cache clean removes nothing from a
// directory without one: TOOLERRLINT_CACHE may name a directory that
// holds the user's files.
const (
	readmeFile = "README"
	// readmeTitle is the first line of the README, which is what marks the
	// directory; the rest is for whoever opens it.
	readmeTitle = "This directory holds the result cache of toolerrlint."
	readmeText  = readmeTitle + `
Run "toolerrlint cache clean" to remove its entries; it leaves any other
file here alone. TOOLERRLINT_CACHE=off turns the cache off.
`
)

// errNotOwn says that a directory is not the store's.
var errNotOwn = errors.New("not a toolerrlint cache")

// marked reports whether dir holds the store's README.
func marked(dir string) bool {
	f, err := os.Open(filepath.Join(dir, readmeFile))
	if err != nil {
		return false
	}
	defer f.Close()
	line, err := bufio.NewReader(f).ReadString('\n')
	return err == nil && strings.TrimSuffix(line, "\n") == readmeTitle
}

// claim marks dir as the store's when it is not yet: when adopt says it
// is, or when it holds nothing (a concurrent claim's temporary file
// aside). Any other directory is refused.
func claim(dir string, adopt bool) error {
	if marked(dir) {
		return nil
	}
	if !adopt {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if !isTemp(e.Name()) {
				return errNotOwn
			}
		}
	}
	// Written aside and renamed, so that a concurrent run never reads a
	// README half written.
	tmp, err := os.CreateTemp(dir, tempPrefix+"*")
	if err != nil {
		return err
	}
	_, werr := tmp.WriteString(readmeText)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, readmeFile)); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// tempPrefix starts the names of the files the store writes before
// renaming them into place.
const tempPrefix = ".tmp-"

func isTemp(name string) bool { return strings.HasPrefix(name, tempPrefix) }

// isShard reports whether name is one of the subdirectories the store
// keeps its entries in: two lowercase hex digits, the first byte of their
// keys.
func isShard(name string) bool {
	return len(name) == 2 && isHex(name)
}

// isEntry reports whether name, in the subdirectory shard, is a file the
// store wrote there: an entry, named by its key, or the temporary file of
// a write that did not complete.
func isEntry(shard, name string) bool {
	if isTemp(name) {
		return true
	}
	return len(name) == 2*len(Key{}) && strings.HasPrefix(name, shard) && isHex(name)
}

func isHex(s string) bool {
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// written calls f with every file the store wrote in dir, and with no
// other: files and directories of others that share the directory are
// never seen, let alone removed or trimmed.
func written(dir string, f func(path string, d fs.DirEntry)) {
	shards, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, sd := range shards {
		if !sd.IsDir() || !isShard(sd.Name()) {
			continue
		}
		shard := filepath.Join(dir, sd.Name())
		files, err := os.ReadDir(shard)
		if err != nil {
			continue
		}
		for _, e := range files {
			if e.Type().IsRegular() && isEntry(sd.Name(), e.Name()) {
				f(filepath.Join(shard, e.Name()), e)
			}
		}
	}
}
