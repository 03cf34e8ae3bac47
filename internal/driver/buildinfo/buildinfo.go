// Package buildinfo says which build of toolerrlint is running, for the
// version command and the reports that name the tool.
package buildinfo

import (
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
)

// Module is the version of toolerrlint the binary was built from, as
// Describe words it.
func Module() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return noVCS
	}
	return Describe(info)
}

// noVCS names a build that recorded neither a module version nor a
// commit: `go build -buildvcs=false`, or a copy of the source without its
// repository. A bare "(devel)" would not tell it from any other build.
const noVCS = "devel (no version control information)"

// Describe words the version of the main module from its build
// information, as `go version -m` shows it:
//
//   - installed with `go install …@v0.1.0` (or @commit, a pseudo-version),
//     the module version: "v0.1.0";
//   - built in a checkout, the commit (vcs.revision), with "+dirty" when
//     the tree held changes (vcs.modified): "devel 0123…cdef+dirty",
//     after the release tag when the go command found one on the commit:
//     "v0.1.0 0123…cdef";
//   - built with neither recorded, "devel (no version control
//     information)", never the bare "(devel)" the go command records.
func Describe(info *debug.BuildInfo) string {
	var revision string
	var modified bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	version := info.Main.Version
	if version == "(devel)" {
		version = ""
	}
	if revision == "" {
		if version == "" {
			return noVCS
		}
		return version
	}
	// The go command (1.24 on) stamps a build in a checkout with a tag on
	// its commit, or else a pseudo-version, each with "+dirty" for a
	// modified tree. The pseudo-version only repeats the commit.
	base := "devel"
	if tag := strings.TrimSuffix(version, "+dirty"); tag != "" && !pseudoVersion.MatchString(tag) {
		base = tag
	}
	commit := revision
	if modified {
		commit += "+dirty"
	}
	return base + " " + commit
}

// pseudoVersion matches the versions the go command makes up for a
// commit without a tag (golang.org/x/mod/module.IsPseudoVersion).
var pseudoVersion = regexp.MustCompile(`^v[0-9]+\.(0\.0-|\d+\.\d+-([^+]*\.)?0\.)\d{14}-[A-Za-z0-9]+(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$`)

// Go is the Go release that built the binary.
func Go() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.GoVersion != "" {
		return info.GoVersion
	}
	return runtime.Version()
}
