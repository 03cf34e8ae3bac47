package analyze

import "testing"

// A package of a module whose main packages the run analyzes is unserved
// when none of them reaches it; a module without a main in the run, or a
// package a main reaches, leaves its handlers to be judged.
func TestUnserved(t *testing.T) {
	pkgs := []Package{
		{ID: "example.com/app/cmd/server", Path: "example.com/app/cmd/server", Module: "example.com/app",
			Reaches: []string{"example.com/app/cmd/server", "example.com/app/tools"}},
		{ID: "example.com/app/tools", Path: "example.com/app/tools", Module: "example.com/app"},
		{ID: "example.com/app/tools [example.com/app/tools.test]", Path: "example.com/app/tools", Module: "example.com/app"},
		{ID: "example.com/app/library", Path: "example.com/app/library", Module: "example.com/app"},
		{ID: "example.com/app/tools_test [example.com/app/tools.test]", Path: "example.com/app/tools_test", Module: "example.com/app"},
		{ID: "example.com/lib/handlers", Path: "example.com/lib/handlers", Module: "example.com/lib"},
	}
	unreached := unserved(pkgs)
	for path, want := range map[string]bool{
		"example.com/app/cmd/server": false,
		"example.com/app/tools":      false,
		"example.com/app/library":    true,
		"example.com/app/tools_test": false, // the tests of a package a main reaches
		"example.com/lib/handlers":   false, // no main of its module in the run
		"example.com/elsewhere":      false, // not analyzed
	} {
		if got := unreached(path); got != want {
			t.Errorf("unserved(%q) = %v, want %v", path, got, want)
		}
	}
	if got := handlerPackage("example.com/app/library#library.go:412"); got != "example.com/app/library" {
		t.Errorf("handlerPackage = %q", got)
	}
}
