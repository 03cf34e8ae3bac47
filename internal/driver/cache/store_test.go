package cache

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// Runs sharing a store see every entry whole: written concurrently, each
// entry reads back as one writer wrote it, and no temporary file stays.
func TestConcurrentPuts(t *testing.T) {
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
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
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
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
