package cache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// EnvVar turns the cache off ("off") or moves it to a directory, which
// may be relative to the directory the command was started in (not to
// -C, which names the code to check, not where its tools keep things).
const EnvVar = "TOOLERRLINT_CACHE"

// Location is the absolute directory of the store, and whether the cache
// is on. When it is off, dir is the default directory, the one cache
// clean empties then.
func Location() (dir string, on bool, err error) {
	v := os.Getenv(EnvVar)
	if v != "" && v != "off" {
		abs, err := filepath.Abs(v)
		if err != nil {
			return "", false, fmt.Errorf("%s=%s: %v", EnvVar, v, err)
		}
		return abs, true, nil
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return "", false, fmt.Errorf("no directory for the cache: %v", err)
	}
	return filepath.Join(base, "toolerrlint"), v != "off", nil
}

// A SkipError says why a run goes without the store in Dir, or without
// storing some of its results, and what the user can do about it. A run
// never fails for its cache's sake: it shows the error and goes on.
type SkipError struct {
	Dir string
	Err error
	// What is what the run does without the store: "skipped", or "results
	// not stored" when the store failed in the middle of the run.
	What string
	Fix  string
}

func (e *SkipError) Error() string {
	if e.Dir == "" {
		return fmt.Sprintf("cache skipped: %v; %s", e.Err, e.Fix)
	}
	return fmt.Sprintf("cache %s %s: %v; %s", e.Dir, e.What, e.Err, e.Fix)
}

func (e *SkipError) Unwrap() error { return e.Err }

// Fixes named by SkipErrors.
const (
	fixForeign = "set " + EnvVar + " to a new or empty directory, or to off"
	fixAccess  = "make it a directory toolerrlint can read and write, or set " + EnvVar + " to another one, or to off"
)

// A Store is a directory of entries, each a file named by its key. Entries
// are written to a temporary file and renamed into place, so that runs
// sharing the store see each entry whole or not at all; since a key
// determines its content, two runs writing the same entry write the same
// bytes.
type Store struct {
	dir string
	now func() time.Time

	faultOnce sync.Once
	fault     *SkipError // the first entry that could not be read or written
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

// Default opens the store at Location; nil when the cache is off. When
// the store cannot be opened (no user cache directory, a directory that
// is not the store's, a file in its way, no permission) it returns nil
// and a *SkipError, which the run shows before it goes on without the
// cache.
func Default() (*Store, error) {
	dir, on, err := Location()
	if err != nil {
		return nil, &SkipError{Err: err, What: "skipped", Fix: "set " + EnvVar + " to a directory, or to off"}
	}
	if !on {
		return nil, nil
	}
	// The directory named for the store in the user cache directory is the
	// store's whatever else it holds; one TOOLERRLINT_CACHE names may be
	// the user's.
	s, err := open(dir, os.Getenv(EnvVar) == "")
	switch {
	case errors.Is(err, errNotOwn):
		return nil, &SkipError{Dir: dir, What: "skipped", Err: errors.New("it holds files toolerrlint did not write, and no README of its own"), Fix: fixForeign}
	case err != nil:
		return nil, &SkipError{Dir: dir, What: "skipped", Err: err, Fix: fixAccess}
	}
	return s, nil
}

// Fault is a *SkipError for the first entry that the run could not read
// or write, nil when there was none: a run that cannot store its results
// runs cold every time, which the user should hear of once.
func (s *Store) Fault() error {
	if s.fault == nil {
		return nil
	}
	return s.fault
}

// failed records the first fault of the store: what the run did without
// it, and why.
func (s *Store) failed(what string, err error) {
	s.faultOnce.Do(func() { s.fault = &SkipError{Dir: s.dir, What: what, Err: err, Fix: fixAccess} })
}

func (s *Store) path(k Key) string {
	name := k.String()
	return filepath.Join(s.dir, name[:2], name)
}

// touchAfter is how old an entry's modification time may grow before a
// read renews it; trimming removes the entries no run has read for long.
const touchAfter = time.Hour

// get reads the entry k. An entry that is not there is a miss; one that
// cannot be read is a miss too, and the store's fault.
func (s *Store) get(k Key) ([]byte, bool) {
	p := s.path(k)
	data, err := os.ReadFile(p)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			s.failed("results not replayed", err)
		}
		return nil, false
	}
	if info, err := os.Stat(p); err == nil {
		if now := s.now(); now.Sub(info.ModTime()) > touchAfter {
			os.Chtimes(p, now, now) // best effort: at worst trimmed early
		}
	}
	return data, true
}

// put writes the entry k. Failing to write costs only a later miss, and
// is the store's fault.
func (s *Store) put(k Key, data []byte) error {
	err := s.write(k, data)
	if err != nil {
		s.failed("results not stored", err)
	}
	return err
}

func (s *Store) write(k Key, data []byte) error {
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

// Cleaned is what Clean removed.
type Cleaned struct {
	Entries int
	Bytes   int64
}

// Clean removes what the store in dir wrote, its entries, and nothing
// else: the directory, its README and any file the store did not write
// stay. It refuses a directory without the store's README, which may not
// be a store at all.
func Clean(dir string) (Cleaned, error) {
	var done Cleaned
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return done, nil
	}
	if !marked(dir) {
		return done, fmt.Errorf("%s: %w (it holds no README written by toolerrlint); nothing removed", dir, errNotOwn)
	}
	var errs []error
	written(dir, func(path string, d fs.DirEntry) {
		var size int64
		if info, err := d.Info(); err == nil {
			size = info.Size()
		}
		if err := os.Remove(path); err != nil {
			errs = append(errs, err)
			return
		}
		if !isTemp(d.Name()) {
			done.Entries++
		}
		done.Bytes += size
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
	return done, errors.Join(errs...)
}
