package report

import "testing"

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
