package report

import (
	"path/filepath"
	"reflect"
	"testing"
)

func TestRelativePosition(t *testing.T) {
	for _, tc := range []struct{ pos, dir, want string }{
		{"/m/tools/a.go:3:5", "/m", "tools/a.go:3:5"},
		{"/m/tools/a.go:3", "/m", "tools/a.go:3"},
		{"/m/tools/a.go", "/m", "tools/a.go"},
		{"/other/a.go:3:5", "/m", "/other/a.go:3:5"},
		{"/m2/a.go:3:5", "/m", "/m2/a.go:3:5"},
		{"/m/dir:x/a.go:3:5", "/m", "dir:x/a.go:3:5"},
		{"tools/a.go:3:5", "/m", "tools/a.go:3:5"},
	} {
		if got := RelativePosition(tc.pos, tc.dir); got != tc.want {
			t.Errorf("RelativePosition(%q, %q) = %q, want %q", tc.pos, tc.dir, got, tc.want)
		}
	}
}

func TestPathsRelative(t *testing.T) {
	dir := filepath.FromSlash("/home/u/srv")
	paths := NewPaths(dir)
	for _, f := range []Finding{
		{File: filepath.FromSlash("/home/u/srv/a/a.go"), Line: 3},
		{File: filepath.FromSlash("/home/u/other/b.go"), Line: 4},
		{File: "rel.go"},
		{File: filepath.FromSlash("/home/u/srv/a/a.go"), Fixes: []Fix{{Message: "m", Edits: []Edit{
			{File: filepath.FromSlash("/home/u/srv/a/a.go")}, {File: filepath.FromSlash("/home/u/srv/b/b.go")},
		}}}},
	} {
		// Twice: the second answer comes from what the first worked out.
		for range 2 {
			if got, want := paths.Relative(f), f.Relative(dir); !reflect.DeepEqual(got, want) {
				t.Errorf("Paths.Relative(%+v) = %+v, want %+v", f, got, want)
			}
		}
	}
	if got, want := paths.Display(filepath.FromSlash("/home/u/srv/a/a.go")), filepath.FromSlash("a/a.go"); got != want {
		t.Errorf("Display = %q, want %q", got, want)
	}
}

func TestCompare(t *testing.T) {
	a := Finding{File: "a.go", Line: 2, Column: 1, Rule: "x", Message: "m"}
	for _, tc := range []struct {
		b    Finding
		want int
	}{
		{a, 0},
		{Finding{File: "b.go", Line: 1}, -1},
		{Finding{File: "a.go", Line: 1, Column: 9}, 1},
		{Finding{File: "a.go", Line: 2, Column: 2}, -1},
		{Finding{File: "a.go", Line: 2, Column: 1, Rule: "w", Message: "z"}, 1},
		{Finding{File: "a.go", Line: 2, Column: 1, Rule: "x", Message: "n"}, -1},
	} {
		if got := Compare(a, tc.b); got != tc.want {
			t.Errorf("Compare(%+v, %+v) = %d, want %d", a, tc.b, got, tc.want)
		}
	}
}
