package main

import (
	"fmt"
	"io"
	"runtime/debug"
)

// runVersion prints the module version the binary was built from:
// a release tag for `go install ...@vX.Y.Z`, "(devel)" for a local build.
func runVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: toolerrlint version")
		return exitFailure
	}
	fmt.Fprintf(stdout, "toolerrlint %s\n", moduleVersion())
	return exitClean
}

func moduleVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
