package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

// registrationModule's main serves the chat server, the notes server or a
// bare one, as its argument picks. Both servers are built and given their
// tools in packages of their own: the chat server's middleware turns every
// error of its tools into an isError result, the notes server's only logs.
var registrationModule = drivertest.Fixture("registration")

// What a handler is behind is decided where it is registered: the same
// findings, naming the same tools, whether or not the run names the main
// package that picks a server.
func TestRegistrationDecidesTheWire(t *testing.T) {
	findings := func(patterns ...string) []string {
		t.Helper()
		r := toolerrlint(t, "", append([]string{"-C", registrationModule, "-format", "json"}, patterns...)...)
		var out []string
		for _, d := range drivertest.DecodeReport(t, r.Stdout).Diagnostics {
			out = append(out, fmt.Sprintf("%s:%d:%d: %s (%s)", d.File, d.Line, d.Column, d.Message, d.Rule))
		}
		slices.Sort(out)
		return out
	}
	whole := findings("./...")
	var keys []drivertest.FindingKey
	for _, f := range whole {
		var k drivertest.FindingKey
		if _, err := fmt.Sscanf(f, "%s", &k.File); err != nil {
			t.Fatal(err)
		}
		parts := strings.SplitN(k.File, ":", 3)
		k.File = parts[0]
		fmt.Sscan(parts[1], &k.Line)
		k.Rule = f[strings.LastIndex(f, "(")+1 : len(f)-1]
		keys = append(keys, k)
		if !strings.Contains(f, `tool "read_note" returns`) {
			t.Errorf("finding does not name its tool: %s", f)
		}
	}
	drivertest.SortKeys(keys)
	if want := drivertest.ExpectedFindings(t, registrationModule, true); !slices.Equal(keys, want) {
		t.Fatalf("./...: got %v, want %v", keys, want)
	}
	for _, patterns := range [][]string{
		{"./chat/...", "./notes/..."},
		{"./chat", "./chat/tools", "./notes", "./notes/tools"},
	} {
		if got := findings(patterns...); !slices.Equal(got, whole) {
			t.Errorf("%s:\n got %q\nwant %q", strings.Join(patterns, " "), got, whole)
		}
	}
}

// The notes server is built by a factory whose middleware does not convert,
// so its package leaves the notes handlers to the packages that call the
// factory. The command, which knows no analyzed package judged them, judges
// them by their own framework at the end of the run. Under go vet the
// caller (cmd/serve) cannot judge them either: go vet keeps the facts of a
// dependency only for the packages its importer's export data names, and
// the notes package's API does not name notes/tools, so the handlers'
// summaries and candidates never reach it; and no step runs after the last
// package. go vet reports none of their findings (docs/design.md, "Where
// the drivers differ").
func TestVetLeavesHandlersOfNonConvertingFactoryUnjudged(t *testing.T) {
	module, err := filepath.Abs(registrationModule)
	if err != nil {
		t.Fatal(err)
	}
	standalone := toolerrlint(t, module, "-format", "json", "./...")
	var cli []vetFinding
	for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
		cli = append(cli, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
	}
	cli = uniqueSorted(cli)
	if len(cli) != 2 {
		t.Fatalf("command: %d findings, want the two of read_note: %v", len(cli), cli)
	}
	for _, f := range cli {
		if f.File != "notes/tools/tools.go" || f.Rule != "protocolerr" || !strings.Contains(f.Message, `tool "read_note"`) {
			t.Errorf("command finding %v, want a protocolerr finding of read_note in notes/tools/tools.go", f)
		}
	}

	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); len(got) != 0 {
		t.Errorf("go vet now reports %v: the drivers agree on handlers of non-converting factories; update docs/design.md and docs/integrations.md", got)
	}

	// Imported in the serving package, the handlers' package hands it
	// their facts, and it judges them as the command does.
	imported := drivertest.CopyModule(t, module)
	main := filepath.Join(imported, "cmd", "serve", "main.go")
	src, err := os.ReadFile(main)
	if err != nil {
		t.Fatal(err)
	}
	const notes = "\t\"example.com/registration/notes\"\n"
	if !strings.Contains(string(src), notes) {
		t.Fatalf("%s does not import the notes package", main)
	}
	src = []byte(strings.Replace(string(src), notes, notes+"\t_ \"example.com/registration/notes/tools\"\n", 1))
	if err := os.WriteFile(main, src, 0o644); err != nil {
		t.Fatal(err)
	}
	vet = goVet(t, imported, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, imported); !slices.Equal(got, cli) {
		t.Errorf("go vet with notes/tools imported where served:\n got %v\nwant %v", got, cli)
	}
}

// registryModule's main serves a server that registry.Register gives the
// tools of package tools, through a table; registry's API names no type of
// tools. blankImport is added to main's imports, or not.
func registryModule(t *testing.T, blankImport string) string {
	t.Helper()
	files := make(map[string]string)
	for _, name := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(registrationModule, name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(data)
	}
	files["go.mod"] = strings.Replace(files["go.mod"], "module example.com/registration", "module example.com/registry", 1)
	files["tools/tools.go"] = `package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type H struct{}

func (H) Echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetArguments()["name"].(string)
	return mcp.NewToolResultText(name), nil
}
`
	files["registry/registry.go"] = `package registry

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/registry/tools"
)

func Register(s *server.MCPServer) {
	var h tools.H
	table := []struct {
		tool mcp.Tool
		fn   server.ToolHandlerFunc
	}{
		{mcp.NewTool("echo"), h.Echo},
	}
	for _, t := range table {
		s.AddTool(t.tool, t.fn)
	}
}
`
	files["main.go"] = `package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/registry/registry"
` + blankImport + `
)

func main() {
	s := server.NewMCPServer("registry", "1.0.0")
	registry.Register(s)
	_ = server.ServeStdio(s)
}
`
	return drivertest.WriteModule(t, files)
}

// go vet hands a package the facts of its dependencies only for the
// packages their export data names. A handler whose package no package
// between it and the server names in its API is not judged under go vet:
// its candidates never reach the serving package. Importing the handlers'
// package in the serving package, blank, carries them there.
func TestVetNeedsTheHandlersPackageImportedWhereServed(t *testing.T) {
	want := []vetFinding{{"handlerpanic", "tools/tools.go", 12, 10,
		`tool "echo" asserts an argument value to string without checking, which panics on bad input; use the two-value form and return an isError result`}}
	for _, tc := range []struct {
		blankImport string
		vet         []vetFinding
	}{
		{"", nil},
		{`	_ "example.com/registry/tools"`, want},
	} {
		module := registryModule(t, tc.blankImport)
		standalone := toolerrlint(t, module, "-format", "json", "./...")
		var cli []vetFinding
		for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
			cli = append(cli, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
		}
		if cli = uniqueSorted(cli); !slices.Equal(cli, want) {
			t.Errorf("import %q: command findings\n got %v\nwant %v", tc.blankImport, cli, want)
		}
		vet := goVet(t, module, "-json", "./...")
		vet.WantCode(t, 0)
		if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, tc.vet) {
			t.Errorf("import %q: go vet findings\n got %v\nwant %v", tc.blankImport, got, tc.vet)
		}
	}
}
