package cache

import (
	"errors"
	"fmt"
	"io/fs"
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

// Open opens the store in dir, creating the directory if need be. A
// directory that holds files and no README of the store is not the
// store's: Open refuses it rather than write among files it did not write.
func Open(dir string) (*Store, error) {
	return open(dir, false)
}

// open opens the store in dir; adopt makes the directory the store's even
// when it holds other files, as the directory named for the store in the
// user cache directory is.
func open(dir string, adopt bool) (*Store, error) {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	if err := claim(dir, adopt); err != nil {
		return nil, err
	}
	return &Store{dir: dir, now: time.Now}, nil
}

// Default opens the store at Location; nil when the cache is off, and
// when there is no user cache directory to hold it or it cannot be
// created: a run goes on without the cache then. The error is for a
// TOOLERRLINT_CACHE that makes no sense, or that names a directory that
// is not the store's.
func Default() (*Store, error) {
	v := os.Getenv(EnvVar)
	if v != "" && v != "off" && !filepath.IsAbs(v) {
		return nil, fmt.Errorf("%s=%s: want off or an absolute directory", EnvVar, v)
	}
	dir, on, err := Location()
	if err != nil || !on {
		return nil, nil
	}
	named := v != "" && v != "off"
	s, err := open(dir, !named)
	if errors.Is(err, errNotOwn) {
		return nil, fmt.Errorf("%s=%s: %w (it holds other files, and no README written by toolerrlint); name a new or empty directory, or off", EnvVar, v, err)
	} else if err != nil {
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
	tmp, err := os.CreateTemp(filepath.Dir(p), tempPrefix+"*")
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

// Clean removes what the store in dir wrote, its entries, and nothing
// else: the directory, its README and any file the store did not write
// stay. It refuses a directory without the store's README, which may not
// be a store at all.
func Clean(dir string) error {
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if !marked(dir) {
		return fmt.Errorf("%s: %w (it holds no README written by toolerrlint); nothing removed", dir, errNotOwn)
	}
	var errs []error
	written(dir, func(path string, _ fs.DirEntry) {
		errs = append(errs, os.Remove(path))
	})
	shards, _ := os.ReadDir(dir)
	for _, d := range shards {
		if !d.IsDir() || !isShard(d.Name()) {
			continue
		}
		shard := filepath.Join(dir, d.Name())
		if rest, err := os.ReadDir(shard); err == nil && len(rest) == 0 {
			errs = append(errs, os.Remove(shard))
		}
	}
	if err := os.Remove(filepath.Join(dir, trimFile)); !errors.Is(err, fs.ErrNotExist) {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}
