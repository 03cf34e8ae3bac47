package buildinfo

import (
	"runtime/debug"
	"strings"
	"testing"
)

const rev = "e30887d4680de1df849a79f717bce6e90337a489"

func build(version string, settings ...string) *debug.BuildInfo {
	info := &debug.BuildInfo{Main: debug.Module{Path: "github.com/toolerrlint/toolerrlint", Version: version}}
	for _, kv := range settings {
		k, v, _ := strings.Cut(kv, "=")
		info.Settings = append(info.Settings, debug.BuildSetting{Key: k, Value: v})
	}
	return info
}

// Each way of building toolerrlint is told apart, as `go version -m`
// tells it, and none reads as a bare "(devel)".
func TestDescribe(t *testing.T) {
	for _, tc := range []struct {
		what string
		info *debug.BuildInfo
		want string
	}{
		{"go install @v0.1.0", build("v0.1.0"), "v0.1.0"},
		{"go install @commit", build("v0.1.1-0.20261126122345-e30887d4680d"), "v0.1.1-0.20261126122345-e30887d4680d"},
		{"a checkout, clean",
			build("v0.0.0-20261126122345-e30887d4680d", "vcs=git", "vcs.revision="+rev, "vcs.time=2026-11-26T12:23:45Z", "vcs.modified=false"),
			"devel " + rev},
		{"a checkout, modified",
			build("v0.0.0-20261126122345-e30887d4680d+dirty", "vcs=git", "vcs.revision="+rev, "vcs.modified=true"),
			"devel " + rev + "+dirty"},
		{"a checkout after a release, modified",
			build("v0.1.1-0.20261126122345-e30887d4680d+dirty", "vcs.revision="+rev, "vcs.modified=true"),
			"devel " + rev + "+dirty"},
		{"a checkout of a tag",
			build("v0.1.0", "vcs.revision="+rev, "vcs.modified=false"),
			"v0.1.0 " + rev},
		{"a checkout of a tag, modified",
			build("v0.1.0+dirty", "vcs.revision="+rev, "vcs.modified=true"),
			"v0.1.0 " + rev + "+dirty"},
		{"an older go command, in a checkout",
			build("(devel)", "vcs.revision="+rev, "vcs.modified=true"),
			"devel " + rev + "+dirty"},
		{"-buildvcs=false", build("(devel)"), "devel (no version control information)"},
		{"no main module version", build(""), "devel (no version control information)"},
	} {
		if got := Describe(tc.info); got != tc.want {
			t.Errorf("%s: Describe = %q, want %q", tc.what, got, tc.want)
		}
	}
}

// The binary running the test describes itself, not as a bare "(devel)".
func TestModule(t *testing.T) {
	if got := Module(); got == "" || got == "(devel)" {
		t.Errorf("Module() = %q", got)
	}
}
