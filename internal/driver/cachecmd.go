package driver

import (
	"fmt"
	"io"

	"github.com/toolerrlint/toolerrlint/internal/driver/cache"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Cache is the cache command; `cache clean` removes the entries of the
// result cache, wherever TOOLERRLINT_CACHE puts it, even while it is off,
// and nothing else. It refuses a directory that the cache did not mark as
// its own.
func Cache(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || args[0] != "clean" {
		fmt.Fprintln(stderr, "usage: toolerrlint cache clean")
		return report.ExitFailure
	}
	dir, _, err := cache.Location()
	if err == nil {
		err = cache.Clean(dir)
	}
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: cache clean: %v\n", err)
		return report.ExitFailure
	}
	return report.ExitClean
}
