package cache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// EnvVar turns the cache off ("off") or moves it (an absolute directory).
const EnvVar = "TOOLERRLINT_CACHE"

// Location is the directory of the store, and whether the cache is on.
// When it is off, dir is still where it would be, for cache clean.
func Location() (dir string, on bool, err error) {
	v := os.Getenv(EnvVar)
	if v != "" && v != "off" {
		if !filepath.IsAbs(v) {
			return "", false, fmt.Errorf("%s=%s: want off or an absolute directory", EnvVar, v)
		}
		return v, true, nil
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return "", false, err
	}
	return filepath.Join(base, "toolerrlint"), v != "off", nil
}

// A Store is a directory of entries, each a file named by its key. Entries
// are written to a temporary file and renamed into place, so that runs
// sharing the store see each entry whole or not at all; since a key
// determines its content, two runs writing the same entry write the same
// bytes.
type Store struct {
	dir string
	now func() time.Time
}

// Open opens the store in dir, creating the directory if need be.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	return &Store{dir: dir, now: time.Now}, nil
}

// Default opens the store at Location; nil when the cache is off, and
// when there is no user cache directory to hold it or it cannot be
// created: a run goes on without the cache then. The error is for a
// TOOLERRLINT_CACHE that makes no sense.
func Default() (*Store, error) {
	if v := os.Getenv(EnvVar); v != "" && v != "off" && !filepath.IsAbs(v) {
		return nil, fmt.Errorf("%s=%s: want off or an absolute directory", EnvVar, v)
	}
	dir, on, err := Location()
	if err != nil || !on {
		return nil, nil
	}
	s, err := Open(dir)
	if err != nil {
		return nil, nil
	}
	return s, nil
}

func (s *Store) path(k Key) string {
	name := k.String()
	return filepath.Join(s.dir, name[:2], name)
}

// touchAfter is how old an entry's modification time may grow before a
// read renews it; trimming removes the entries no run has read for long.
const touchAfter = time.Hour

// get reads the entry k.
func (s *Store) get(k Key) ([]byte, bool) {
	p := s.path(k)
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, false
	}
	if info, err := os.Stat(p); err == nil {
		if now := s.now(); now.Sub(info.ModTime()) > touchAfter {
			os.Chtimes(p, now, now) // best effort: at worst trimmed early
		}
	}
	return data, true
}

// put writes the entry k. Failing to write costs only a later miss.
func (s *Store) put(k Key, data []byte) error {
	p := s.path(k)
	if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// Clean removes every entry of the store in dir.
func Clean(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	var errs []error
	for _, e := range entries {
		errs = append(errs, os.RemoveAll(filepath.Join(dir, e.Name())))
	}
	return errors.Join(errs...)
}
