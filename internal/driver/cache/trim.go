package cache

import (
	"cmp"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The store stays bounded: at most once per trimInterval, a run removes
// the entries that no run has read for unusedFor, then the least recently
// used until the rest fits in maxBytes.
const (
	trimInterval = 24 * time.Hour
	unusedFor    = 5 * 24 * time.Hour
	maxBytes     = 512 << 20
)

// trimFile records when the store was last trimmed.
const trimFile = "trim.txt"

// trim bounds the store when it is due.
func (s *Store) trim() {
	now := s.now()
	stamp := filepath.Join(s.dir, trimFile)
	if data, err := os.ReadFile(stamp); err == nil {
		if sec, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64); err == nil && now.Sub(time.Unix(sec, 0)) < trimInterval {
			return
		}
	}
	// Claim the trim first, so that concurrent runs do not all walk.
	os.WriteFile(stamp, []byte(strconv.FormatInt(now.Unix(), 10)), 0o666)

	type entry struct {
		path string
		size int64
		used time.Time
	}
	var kept []entry
	var total int64
	written(s.dir, func(p string, d fs.DirEntry) {
		info, err := d.Info()
		if err != nil {
			return
		}
		if now.Sub(info.ModTime()) > unusedFor {
			os.Remove(p)
			return
		}
		kept = append(kept, entry{p, info.Size(), info.ModTime()})
		total += info.Size()
	})
	if total <= maxBytes {
		return
	}
	slices.SortFunc(kept, func(a, b entry) int { return cmp.Compare(a.used.UnixNano(), b.used.UnixNano()) })
	for _, e := range kept {
		if total <= maxBytes {
			break
		}
		if os.Remove(e.path) == nil {
			total -= e.size
		}
	}
}
