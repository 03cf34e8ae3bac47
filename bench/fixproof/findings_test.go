package main

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

func withFix(f finding) finding {
	f.SuggestedFixes = []drivertest.FixJSON{{Message: "return an isError result"}}
	return f
}

func lines(l []finding) []int {
	var n []int
	for _, f := range l {
		n = append(n, f.Line)
	}
	return n
}

func TestCompare(t *testing.T) {
	msg := "handler get returns an error built in place as a protocol error"
	before := []finding{
		withFix(finding{Rule: "protocolerr", File: "a.go", Line: 10, Message: msg}),
		withFix(finding{Rule: "protocolerr", File: "a.go", Line: 20, Message: msg}),
		{Rule: "protocolerr", File: "a.go", Line: 30, Message: msg},
		{Rule: "handlerpanic", File: "b.go", Line: 5, Message: "asserts at b.go:5:3"},
	}
	after := []finding{
		// Lines moved: the unfixed one is matched before the fixed ones.
		{Rule: "protocolerr", File: "a.go", Line: 31, Message: msg},
		// Same message once more: a fixed finding that came back.
		{Rule: "protocolerr", File: "a.go", Line: 21, Message: msg},
		// Positions inside the message moved too.
		{Rule: "handlerpanic", File: "b.go", Line: 6, Message: "asserts at b.go:6:3"},
		// Nothing like it before.
		{Rule: "nilresult", File: "a.go", Line: 40, Message: "returns nil, nil"},
	}
	c := compare(before, after)
	for _, tc := range []struct {
		name      string
		got, want []int
	}{
		{"fixed", lines(c.Fixed), []int{20}},
		{"unfixed", lines(c.Unfixed), []int{30, 5}}, // by file, then line
		{"came back", lines(c.CameBack), []int{10}},
		{"new", lines(c.New), []int{40}},
	} {
		if !reflect.DeepEqual(tc.got, tc.want) {
			t.Errorf("%s: lines %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

func TestReadServers(t *testing.T) {
	list := filepath.Join(t.TempDir(), "servers.txt")
	os.WriteFile(list, []byte("# comment\n\none  o/one  abc123  .   # trailing\ntwo  o/two  def456  sub ./x/... ./y\n"), 0o644)
	got, err := readServers(list)
	if err != nil {
		t.Fatal(err)
	}
	want := []server{
		{Name: "one", Repo: "o/one", Commit: "abc123", Dir: ".", Patterns: []string{"./..."}},
		{Name: "two", Repo: "o/two", Commit: "def456", Dir: "sub", Patterns: []string{"./x/...", "./y"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("readServers = %+v, want %+v", got, want)
	}
	for _, bad := range []string{"one o/one abc\n", "one o/one abc .\none o/one def .\n"} {
		os.WriteFile(list, []byte(bad), 0o644)
		if _, err := readServers(list); err == nil {
			t.Errorf("readServers(%q) = nil error, want one", bad)
		}
	}
}

func TestListed(t *testing.T) {
	// The checked-in list parses, and names each server once.
	if _, err := readServers("servers.txt"); err != nil {
		t.Fatal(err)
	}
}
