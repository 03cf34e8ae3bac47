// Package buildinfo says which build of toolerrlint is running, for the
// version command and the reports that name the tool.
package buildinfo

import (
	"runtime"
	"runtime/debug"
)

// Module is the module version the binary was built from: a release tag
// for `go install ...@vX.Y.Z`, "(devel)" or a pseudo-version for a local
// build.
func Module() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

// Go is the Go release that built the binary.
func Go() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.GoVersion != "" {
		return info.GoVersion
	}
	return runtime.Version()
}
