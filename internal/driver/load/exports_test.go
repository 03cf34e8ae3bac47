package load

import (
	"os"
	"path/filepath"
	"testing"
)

// The load lists export data apart only from go list: a driver of
// go/packages' own choosing is asked for it in the one listing.
func TestExternalDriver(t *testing.T) {
	withDriver := t.TempDir()
	if err := os.WriteFile(filepath.Join(withDriver, "gopackagesdriver"), []byte("#!/bin/sh\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		env, path string
		want      bool
	}{
		{"off", withDriver, false},
		{"", t.TempDir(), false},
		{"", withDriver, true},
		{"/usr/local/bin/bazel-driver", t.TempDir(), true},
	} {
		t.Setenv("GOPACKAGESDRIVER", tc.env)
		t.Setenv("PATH", tc.path)
		if got := externalDriver(); got != tc.want {
			t.Errorf("GOPACKAGESDRIVER=%q, PATH=%s: externalDriver() = %t, want %t", tc.env, tc.path, got, tc.want)
		}
	}
}
