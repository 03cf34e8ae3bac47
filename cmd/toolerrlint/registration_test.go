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
// factory. Under go vet the caller (cmd/serve) is not handed the facts of
// notes/tools, which the notes package's API does not name: the notes
// package carries the handlers' summaries and candidates up in its own
// facts, and go vet reports what the command reports, with or without
// notes/tools imported where served.
func TestVetJudgesHandlersOfNonConvertingFactory(t *testing.T) {
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
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, cli) {
		t.Errorf("go vet:\n got %v\nwant %v", got, cli)
	}

	// Imported in the serving package, the handlers' own package hands
	// it their facts as well: the findings stay the same, once each.
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
// tools. blankImport is added to main's imports, or not. With viaSetup,
// main calls setup.Init, which calls registry.Register: neither main nor
// setup names tools.
func registryModule(t *testing.T, blankImport string, viaSetup bool) string {
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
	caller, register := "registry", "registry.Register(s)"
	if viaSetup {
		files["setup/setup.go"] = `package setup

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/registry/registry"
)

func Init(s *server.MCPServer) { registry.Register(s) }
`
		caller, register = "setup", "setup.Init(s)"
	}
	files["main.go"] = `package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/registry/` + caller + `"
` + blankImport + `
)

func main() {
	s := server.NewMCPServer("registry", "1.0.0")
	` + register + `
	_ = server.ServeStdio(s)
}
`
	return drivertest.WriteModule(t, files)
}

// go vet hands a package the facts of its dependencies only for the
// packages their export data names, and registry's API names nothing of
// tools. registry, which registers the tools' handlers, carries their
// summaries and candidates up to main, which serves them: go vet reports
// what the command reports, with the handlers' package imported in main
// or not, and with a package between main and registry (setup), which
// carries them on.
func TestVetJudgesHandlersRegisteredInAnotherPackage(t *testing.T) {
	want := []vetFinding{{"handlerpanic", "tools/tools.go", 12, 10,
		`tool "echo" asserts an argument value to string without checking, which panics on bad input; use the two-value form and return an isError result`}}
	for _, tc := range []struct {
		blankImport string
		viaSetup    bool
	}{
		{"", false},
		{`	_ "example.com/registry/tools"`, false},
		{"", true},
	} {
		blankImport := tc.blankImport
		module := registryModule(t, blankImport, tc.viaSetup)
		standalone := toolerrlint(t, module, "-format", "json", "./...")
		var cli []vetFinding
		for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
			cli = append(cli, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
		}
		if cli = uniqueSorted(cli); !slices.Equal(cli, want) {
			t.Errorf("import %q, via setup %v: command findings\n got %v\nwant %v", blankImport, tc.viaSetup, cli, want)
		}
		vet := goVet(t, module, "-json", "./...")
		vet.WantCode(t, 0)
		if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, want) {
			t.Errorf("import %q, via setup %v: go vet findings\n got %v\nwant %v", blankImport, tc.viaSetup, got, want)
		}
	}
}

// A package that registers its own handlers on a server handed to it
// (tools.Register(s)) leaves them to the package that serves the server;
// setup, between it and main, calls it and names nothing of it in its
// API. setup carries the handlers' summaries and candidates on: go vet
// reports what the command reports.
func TestVetJudgesHandlersRegisteredOnAServerHandedIn(t *testing.T) {
	files := make(map[string]string)
	for _, name := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(registrationModule, name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(data)
	}
	files["go.mod"] = strings.Replace(files["go.mod"], "module example.com/registration", "module example.com/handedin", 1)
	files["tools/tools.go"] = `package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("echo"), echo)
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetArguments()["name"].(string)
	return mcp.NewToolResultText(name), nil
}
`
	files["setup/setup.go"] = `package setup

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/handedin/tools"
)

func Init(s *server.MCPServer) { tools.Register(s) }
`
	files["main.go"] = `package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/handedin/setup"
)

func main() {
	s := server.NewMCPServer("handedin", "1.0.0")
	setup.Init(s)
	_ = server.ServeStdio(s)
}
`
	module := drivertest.WriteModule(t, files)
	want := []vetFinding{{"handlerpanic", "tools/tools.go", 15, 10,
		`tool "echo" asserts an argument value to string without checking, which panics on bad input; use the two-value form and return an isError result`}}
	standalone := toolerrlint(t, module, "-format", "json", "./...")
	var cli []vetFinding
	for _, d := range drivertest.DecodeReport(t, standalone.Stdout).Diagnostics {
		cli = append(cli, vetFinding{d.Rule, d.File, d.Line, d.Column, d.Message})
	}
	if cli = uniqueSorted(cli); !slices.Equal(cli, want) {
		t.Errorf("command findings\n got %v\nwant %v", cli, want)
	}
	vet := goVet(t, module, "-json", "./...")
	vet.WantCode(t, 0)
	if got := parseVetJSON(t, vet.Stderr+vet.Stdout, module); !slices.Equal(got, want) {
		t.Errorf("go vet findings\n got %v\nwant %v", got, want)
	}
}
