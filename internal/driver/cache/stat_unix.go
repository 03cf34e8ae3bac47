//go:build linux || darwin

package cache

import (
	"os"
	"syscall"
)

func platformStat(fi os.FileInfo) (fileStat, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileStat{}, false
	}
	mtime, ctime := statTimes(st)
	return fileStat{Dev: uint64(st.Dev), Ino: uint64(st.Ino), Size: uint64(st.Size), Mtime: mtime, Ctime: ctime}, true
}
