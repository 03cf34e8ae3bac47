package driver

import (
	"fmt"
	"io"

	"github.com/toolerrlint/toolerrlint/internal/driver/cache"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Cache is the cache command; `cache clean` removes the entries of the
// result cache, in the directory TOOLERRLINT_CACHE names or the default
// one, and nothing else, and says how much it removed from where.
// TOOLERRLINT_CACHE=off turns the cache off for runs, not for cache clean:
// it cleans the default directory then, where runs kept their results
// before the cache was turned off. It refuses a directory that the cache
// did not mark as its own.
func Cache(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || args[0] != "clean" {
		fmt.Fprintln(stderr, "usage: toolerrlint cache clean")
		return report.ExitFailure
	}
	dir, on, err := cache.Location()
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: cache clean: %v\n", err)
		return report.ExitFailure
	}
	done, err := cache.Clean(dir)
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint: cache clean: %v\n", err)
		return report.ExitFailure
	}
	where := dir
	if !on {
		where += " (the default directory: " + cache.EnvVar + "=off turns the cache off for runs only)"
	}
	fmt.Fprintf(stdout, "toolerrlint: cache clean: removed %d %s (%s) from %s\n", done.Entries, plural(done.Entries, "entry", "entries"), byteSize(done.Bytes), where)
	return report.ExitClean
}

// byteSize is n bytes in the largest binary unit under which it is at
// least 1.
func byteSize(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	v, suffix := float64(n)/unit, "KiB"
	for _, s := range []string{"MiB", "GiB"} {
		if v < unit {
			break
		}
		v, suffix = v/unit, s
	}
	return fmt.Sprintf("%.1f %s", v, suffix)
}
