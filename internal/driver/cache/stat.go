package cache

import (
	"os"
	"time"
)

// A fileStat is what the file system says of a file without reading it,
// where it says enough to tell a rewrite: the device and inode, the size,
// and the modification and change times to the nanosecond. Writing a file
// moves its change time, which no program can set back; a stat equal to
// one taken when the file was hashed therefore says the content is the
// hashed content, unless the file changed within the clock's granularity
// of the hashing (racy, below).
type fileStat struct {
	Dev, Ino, Size uint64
	Mtime, Ctime   int64
}

// racyWindow is how close to the hashing a file's times may be for its
// stat to be kept: a file written in the same tick as it was read may
// change again without moving its times.
var racyWindow = 2 * time.Second

// statOf returns the stat of the file at path, false where the platform
// does not tell the change time or the file cannot be stat'ed.
func statOf(path string) (fileStat, bool) {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return fileStat{}, false
	}
	return platformStat(fi)
}

// hashStated hashes the file at path, and returns with it the stat to
// keep for it: the one it had before and after the reading, unless that
// lies within racyWindow of start.
func hashStated(path string, start time.Time) (Key, fileStat, bool) {
	before, ok := statOf(path)
	k := fileHash(path)
	after, ok2 := statOf(path)
	st, keep := stableStat(before, after, ok && ok2, start)
	return k, st, keep
}

// stableStat returns the stat to keep for a file hashed at start, that
// read the same before and after its reading: none for a file changed
// within racyWindow of start.
func stableStat(before, after fileStat, ok bool, start time.Time) (fileStat, bool) {
	if !ok || before != after {
		return fileStat{}, false
	}
	limit := start.Add(-racyWindow).UnixNano()
	if before.Mtime >= limit || before.Ctime >= limit {
		return fileStat{}, false
	}
	return before, true
}
