package cache

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// openStore opens a store in dir, a new directory.
func openStore(t *testing.T, dir string) *Store {
	t.Helper()
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Runs sharing a store see every entry whole: written concurrently, each
// entry reads back as one writer wrote it, and no temporary file stays.
func TestConcurrentPuts(t *testing.T) {
	s := openStore(t, t.TempDir())
	k := newHasher("test").sum()
	data := bytes.Repeat([]byte("result "), 10000)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				if err := s.put(k, data); err != nil {
					t.Error(err)
				}
				if got, ok := s.get(k); ok && !bytes.Equal(got, data) {
					t.Error("read a partial entry")
				}
			}
		}()
	}
	wg.Wait()
	tmps, _ := filepath.Glob(filepath.Join(s.dir, "*", ".tmp-*"))
	if len(tmps) > 0 {
		t.Errorf("temporary files left: %v", tmps)
	}
}

// Trimming removes the entries no run has read for long, at most once per
// interval, and keeps the rest.
func TestTrim(t *testing.T) {
	now := time.Now()
	s := openStore(t, t.TempDir())
	s.now = func() time.Time { return now }
	old, fresh := newHasher("old").sum(), newHasher("fresh").sum()
	s.put(old, []byte("old"))
	s.put(fresh, []byte("fresh"))
	long := now.Add(-unusedFor - time.Hour)
	os.Chtimes(s.path(old), long, long)
	s.trim()
	if _, err := os.Stat(s.path(old)); !os.IsNotExist(err) {
		t.Errorf("an entry unused for %v survived trimming", unusedFor)
	}
	if _, ok := s.get(fresh); !ok {
		t.Errorf("trimming removed an entry in use")
	}
	os.Chtimes(s.path(fresh), long, long)
	s.trim()
	if _, ok := s.get(fresh); !ok {
		t.Errorf("trimmed twice within %v", trimInterval)
	}
}

// Only patterns that name directories let a plan stand in for go list.
func TestWatchable(t *testing.T) {
	for _, tc := range []struct {
		patterns []string
		want     bool
	}{
		{[]string{"./..."}, true},
		{[]string{".", "./cmd/x", "../other/..."}, true},
		{[]string{"/abs/dir/..."}, true},
		{[]string{"example.com/m/..."}, false},
		{[]string{"all"}, false},
		{[]string{"./.../x"}, false},
	} {
		if got := watchable(tc.patterns); got != tc.want {
			t.Errorf("watchable(%q) = %t, want %t", tc.patterns, got, tc.want)
		}
	}
}

// others are files and directories that share a store's directory without
// being the store's: what the project's scripts keep there, and a
// directory named like one of the store's subdirectories.
var others = []string{
	"golangci-lint-v2.5.0-toolerrlint",
	"sarif-tools/package.json",
	"sarif-tools/node_modules/x/index.js",
	"notes.txt",
	"ab/notes.txt",
	"ab/" + strings.Repeat("c", 64), // named like an entry, not of the shard's keys
}

func writeFiles(t *testing.T, dir string, names []string) {
	t.Helper()
	for _, name := range names {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(name), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

// listFiles lists the files under dir, slash-separated and relative.
func listFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	return files
}

// Clean removes the entries the store wrote, the temporary files of writes
// that never completed and the trim stamp, and leaves every other file,
// the directory and its README.
func TestCleanRemovesOnlyEntries(t *testing.T) {
	dir := t.TempDir()
	s := openStore(t, dir)
	var keys []Key
	for _, name := range []string{"a", "b", "c", "d"} {
		k := newHasher(name).sum()
		if err := s.put(k, []byte(name)); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
	}
	unfinished := keys[0].String()[:2] + "/.tmp-123"
	writeFiles(t, dir, []string{unfinished})
	s.trim()
	writeFiles(t, dir, others)
	done, err := Clean(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := int64(len("abcd") + len(unfinished)); done.Entries != len(keys) || done.Bytes != want {
		t.Errorf("Clean says it removed %+v, want %d entries, %d bytes with the unfinished write's", done, len(keys), want)
	}
	want := append([]string{readmeFile}, others...)
	slices.Sort(want)
	if got := listFiles(t, dir); !slices.Equal(got, want) {
		t.Errorf("after clean, the directory holds\n%q\nwant\n%q", got, want)
	}
	for _, k := range keys {
		if _, err := os.Stat(filepath.Dir(s.path(k))); k.String()[:2] != "ab" && !os.IsNotExist(err) {
			t.Errorf("the emptied subdirectory %s stays", k.String()[:2])
		}
	}
	if !marked(dir) {
		t.Errorf("clean removed the README")
	}
	// The store works on after a clean.
	if err := s.put(keys[0], []byte("a")); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.get(keys[0]); !ok {
		t.Errorf("an entry put after clean does not read back")
	}
}

// Clean refuses a directory the store did not mark, whatever it holds,
// and removes nothing from it; a directory that does not exist is clean.
func TestCleanRefusesForeignDirectory(t *testing.T) {
	dir := t.TempDir()
	k := newHasher("entry").sum()
	files := append([]string{k.String()[:2] + "/" + k.String(), trimFile, "README"}, others...)
	writeFiles(t, dir, files) // a README, but not the store's
	_, err := Clean(dir)
	if !errors.Is(err, errNotOwn) || !strings.Contains(err.Error(), dir) {
		t.Errorf("Clean of a foreign directory: %v, want an error naming it", err)
	}
	slices.Sort(files)
	if got := listFiles(t, dir); !slices.Equal(got, files) {
		t.Errorf("Clean of a foreign directory left\n%q\nwant\n%q", got, files)
	}
	if _, err := Clean(filepath.Join(dir, "missing")); err != nil {
		t.Errorf("Clean of a missing directory: %v", err)
	}
}

// The store claims a new or empty directory with its README, refuses one
// that holds other files, and opens one it claimed before whatever else
// it holds; the default directory is its own whatever it holds.
func TestOpenClaims(t *testing.T) {
	fresh := filepath.Join(t.TempDir(), "new", "cache")
	if _, err := Open(fresh); err != nil {
		t.Fatal(err)
	}
	if !marked(fresh) {
		t.Errorf("a new store has no README")
	}
	writeFiles(t, fresh, others)
	if _, err := Open(fresh); err != nil {
		t.Errorf("reopening a store that holds other files too: %v", err)
	}

	foreign := t.TempDir()
	writeFiles(t, foreign, others)
	if _, err := Open(foreign); !errors.Is(err, errNotOwn) {
		t.Errorf("Open of a directory of other files: %v, want it refused", err)
	}
	if marked(foreign) {
		t.Errorf("a refused directory was marked")
	}
	if _, err := open(foreign, true); err != nil || !marked(foreign) {
		t.Errorf("adopting a directory: %v, marked %t", err, marked(foreign))
	}
}

// A TOOLERRLINT_CACHE that names a directory of other files is skipped,
// with one line that names it, says why and what to do; the cache never
// writes there.
func TestDefaultSkipsForeignDirectory(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, others)
	t.Setenv(EnvVar, dir)
	s, err := Default()
	wantSkip(t, s, err, dir, "did not write", "new or empty directory")
	if got, want := listFiles(t, dir), sortedCopy(others); !slices.Equal(got, want) {
		t.Errorf("a skipped directory holds\n%q\nwant\n%q", got, want)
	}
	t.Setenv(EnvVar, filepath.Join(dir, "cache"))
	if s, err := Default(); s == nil || err != nil {
		t.Errorf("Default with a new directory: %v, %v", s, err)
	}
}

// wantSkip checks that Default skipped the store in dir with one line
// naming it, saying why (each of why) and how to do without.
func wantSkip(t *testing.T, s *Store, err error, dir string, why ...string) {
	t.Helper()
	var skip *SkipError
	if s != nil || !errors.As(err, &skip) {
		t.Fatalf("Default: %v, %v; want it skipped", s, err)
	}
	msg := err.Error()
	for _, want := range append(why, dir, EnvVar, "off") {
		if !strings.Contains(msg, want) {
			t.Errorf("the skip %q does not say %q", msg, want)
		}
	}
	if strings.Contains(msg, "\n") {
		t.Errorf("the skip %q is more than one line", msg)
	}
}

func sortedCopy(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// A file where the store's directory should be, or above it, skips the
// store; so does the default directory when there is no user cache
// directory to hold it.
func TestDefaultSkipsWhatIsNoDirectory(t *testing.T) {
	file := filepath.Join(t.TempDir(), "cache")
	writeFiles(t, filepath.Dir(file), []string{"cache"})
	for _, dir := range []string{file, filepath.Join(file, "sub")} {
		t.Setenv(EnvVar, dir)
		s, err := Default()
		wantSkip(t, s, err, dir, "not a directory")
	}

	t.Setenv(EnvVar, "")
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "")
	t.Setenv("LocalAppData", "")
	s, err := Default()
	wantSkip(t, s, err, "", "no directory for the cache")
}

// A store whose directory cannot be written is skipped. (The superuser
// writes anywhere: there, the case cannot be made.)
func TestDefaultSkipsReadOnlyDirectory(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("the superuser writes in read-only directories")
	}
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o500); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o700) })
	t.Setenv(EnvVar, dir)
	s, err := Default()
	wantSkip(t, s, err, dir, "permission denied")
}

// TOOLERRLINT_CACHE may be relative: to the directory the command was
// started in, as the process's working directory is.
func TestLocationRelative(t *testing.T) {
	start := t.TempDir()
	t.Chdir(start)
	t.Setenv(EnvVar, filepath.Join("build", "lint-cache"))
	dir, on, err := Location()
	if want := filepath.Join(start, "build", "lint-cache"); dir != want || !on || err != nil {
		t.Errorf("Location = %q, %t, %v; want %q, on", dir, on, err, want)
	}
	s, err := Default()
	if s == nil || err != nil || !marked(filepath.Join(start, "build", "lint-cache")) {
		t.Errorf("Default in a relative directory: %v, %v", s, err)
	}
}

// An entry the store cannot read or write is a miss, and the store's
// fault, which names the directory and says what was lost; an entry whose
// content is corrupt is a miss and no fault: it is written over.
func TestFaultsAreMisses(t *testing.T) {
	dir := t.TempDir()
	s := openStore(t, dir)
	r := root{ID: "example.com/p", Key: newHasher("corrupt").sum()}
	writeFiles(t, dir, []string{r.Key.String()[:2] + "/" + r.Key.String()})
	if _, ok := s.result(r); ok {
		t.Errorf("a corrupt entry was replayed")
	}
	if err := s.Fault(); err != nil {
		t.Errorf("a corrupt entry is a fault: %v", err)
	}

	blocked := newHasher("blocked").sum()
	for i := 0; blocked.String()[:2] == r.Key.String()[:2]; i++ {
		blocked = newHasher(fmt.Sprint("blocked", i)).sum()
	}
	writeFiles(t, dir, []string{blocked.String()[:2]}) // a file where the entry's subdirectory goes
	if _, ok := s.get(blocked); ok {
		t.Errorf("an entry under a file was read")
	}
	if err := s.put(blocked, []byte("x")); err == nil {
		t.Fatalf("an entry under a file was written")
	}
	err := s.Fault()
	var skip *SkipError
	if !errors.As(err, &skip) || skip.Dir != dir || !strings.Contains(err.Error(), "results not replayed") || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("Fault = %v; want the first failure, a read, naming %s", err, dir)
	}
}

// Trimming sees only entries: the files of others, however old, stay.
func TestTrimKeepsOthers(t *testing.T) {
	dir := t.TempDir()
	s := openStore(t, dir)
	writeFiles(t, dir, others)
	long := time.Now().Add(-unusedFor - time.Hour)
	for _, name := range others {
		os.Chtimes(filepath.Join(dir, filepath.FromSlash(name)), long, long)
	}
	s.trim()
	want := append([]string{readmeFile, trimFile}, others...)
	slices.Sort(want)
	if got := listFiles(t, dir); !slices.Equal(got, want) {
		t.Errorf("after trimming, the directory holds\n%q\nwant\n%q", got, want)
	}
}
