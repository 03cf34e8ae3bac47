package load

import "testing"

// A package belongs to the module with the longest path that holds it, as
// nested modules split a path.
func TestModuleOf(t *testing.T) {
	x := newModuleIndex("")
	x.once.Do(func() {}) // the build list below stands in for go's
	x.list = []module{
		{Path: "example.com/main", Main: true},
		{Path: "example.com/a", Version: "v1.0.0"},
		{Path: "example.com/a/b", Version: "v0.2.0"},
	}
	for _, tc := range []struct {
		path, want string
		ok         bool
	}{
		{"example.com/a", "example.com/a", true},
		{"example.com/a/x", "example.com/a", true},
		{"example.com/a/b/y", "example.com/a/b", true},
		{"example.com/ab/y", "", false},
		{"example.com/main/tools", "example.com/main", true},
		{"other.org/z", "", false},
	} {
		m, ok := x.of(tc.path)
		if m.Path != tc.want || ok != tc.ok {
			t.Errorf("of(%q) = %q, %v; want %q, %v", tc.path, m.Path, ok, tc.want, tc.ok)
		}
	}
}
