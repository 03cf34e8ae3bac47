package load

import (
	"go/ast"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// knownModules is an index that knows the build list without asking go.
func knownModules(list ...module) *moduleIndex {
	x := &moduleIndex{list: list}
	x.once.Do(func() {})
	return x
}

// Sometimes go/packages gives a package of an unavailable module the
// files of the package that imports it, taken from the position of go's
// error, and type-checks them as that package; the importers then fail
// with "redeclared" and "undefined" errors. None of that is shown: go's
// message, once for the module, and each package kept from analysis,
// once, test variants included.
func TestUnavailableModuleWithBorrowedFiles(t *testing.T) {
	const (
		goMsg = "missing go.sum entry for module providing package example.com/sdk/mcp (imported by example.com/srv/handler); to add:\n\tgo get example.com/srv/handler"
		dir   = "/src/srv"
	)
	borrowed := []string{dir + "/auth/auth.go"}
	mcp := &packages.Package{
		ID: "example.com/sdk/mcp", PkgPath: "example.com/sdk/mcp",
		GoFiles: borrowed, CompiledGoFiles: borrowed,
		Errors: []packages.Error{
			{Pos: "auth/auth.go:5:2", Msg: goMsg, Kind: packages.ListError},
			{Pos: dir + "/auth/auth.go:3:2", Msg: "could not import context (no metadata for context)", Kind: packages.TypeError},
		},
		IllTyped: true,
	}
	server := &packages.Package{
		ID: "example.com/sdk/server", PkgPath: "example.com/sdk/server",
		Errors: []packages.Error{{Msg: strings.Replace(goMsg, "/mcp", "/server", 1), Kind: packages.ListError}},
	}
	auth := &packages.Package{
		ID: "example.com/srv/auth", PkgPath: "example.com/srv/auth", Name: "auth",
		Syntax:  make([]*ast.File, 1),
		Imports: map[string]*packages.Package{"example.com/sdk/mcp": mcp, "example.com/sdk/server": server},
		Errors: []packages.Error{
			{Pos: dir + "/auth/auth.go:6:2", Msg: "auth redeclared in this block", Kind: packages.TypeError},
			{Pos: dir + "/auth/auth.go:20:9", Msg: "undefined: mcp", Kind: packages.TypeError},
		},
		IllTyped: true,
	}
	handler := &packages.Package{
		ID: "example.com/srv/handler", PkgPath: "example.com/srv/handler", Name: "handler",
		Syntax:   make([]*ast.File, 1),
		Imports:  map[string]*packages.Package{"example.com/sdk/mcp": mcp, "example.com/srv/auth": auth},
		Errors:   []packages.Error{{Pos: dir + "/handler/h.go:9:4", Msg: "undefined: mcp", Kind: packages.TypeError}},
		IllTyped: true,
	}
	client := &packages.Package{
		ID: "example.com/sdk/client", PkgPath: "example.com/sdk/client",
		Errors: []packages.Error{{Msg: strings.Replace(goMsg, "/mcp", "/client", 1), Kind: packages.ListError}},
	}
	handlerTest := &packages.Package{
		ID: "example.com/srv/handler [example.com/srv/handler.test]", PkgPath: "example.com/srv/handler", Name: "handler",
		Syntax:   make([]*ast.File, 2),
		Imports:  map[string]*packages.Package{"example.com/sdk/mcp": mcp, "example.com/sdk/client": client, "example.com/srv/auth": auth},
		Errors:   []packages.Error{{Pos: dir + "/handler/h_test.go:12:4", Msg: "undefined: client", Kind: packages.TypeError}},
		IllTyped: true,
	}

	c := newCollector(dir, knownModules(
		module{Path: "example.com/srv", Main: true},
		module{Path: "example.com/sdk", Version: "v1.2.3"}))
	packages.Visit([]*packages.Package{handler, handlerTest}, nil, c.visit)
	var got []string
	for _, e := range c.errs {
		got = append(got, e.String())
	}
	want := []string{
		"auth/auth.go:5:2: module example.com/sdk@v1.2.3: " + goMsg,
		"package example.com/srv/auth: not analyzed: its imports example.com/sdk/mcp, example.com/sdk/server did not load",
		"package example.com/srv/handler: not analyzed: its imports example.com/sdk/client, example.com/sdk/mcp, example.com/srv/auth did not load",
	}
	if !slices.Equal(got, want) {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
