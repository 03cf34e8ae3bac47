package driver

import (
	"fmt"
	"io"

	"github.com/toolerrlint/toolerrlint/internal/driver/buildinfo"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Version is the version command: it prints the version the binary was
// built from (the module version, or the commit of a checkout) and the Go
// release that built it.
func Version(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: toolerrlint version")
		return report.ExitFailure
	}
	fmt.Fprintf(stdout, "toolerrlint %s built with %s\n", buildinfo.Module(), buildinfo.Go())
	return report.ExitClean
}
