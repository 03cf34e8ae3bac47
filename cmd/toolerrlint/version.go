package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// runVersion prints the module version the binary was built from (a
// release tag for `go install ...@vX.Y.Z`, "(devel)" or a pseudo-version
// for a local build) and the Go release that built it.
func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: toolerrlint version")
		return exitFailure
	}
	fmt.Fprintf(stdout, "toolerrlint %s built with %s\n", moduleVersion(), goVersion())
	return exitClean
}

func moduleVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

func goVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.GoVersion != "" {
		return info.GoVersion
	}
	return runtime.Version()
}
