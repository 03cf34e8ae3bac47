package catalog_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/catalog"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

// build gathers the catalog of packages of the testdata tree, loaded
// together as the command loads a program.
func build(t *testing.T, patterns ...string) *catalog.Catalog {
	t.Helper()
	dir := ruletest.Testdata(t)
	c, err := catalog.Build(ruletest.Load(t, dir, patterns...), filepath.Join(dir, "src"))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// tools lists the catalog's tools as "name handler codes declared
// protocol-errors stamped", in the catalog's order.
func tools(c *catalog.Catalog) []string {
	var out []string
	for _, t := range c.Tools {
		out = append(out, fmt.Sprintf("%s %s %s [%s] [%s] %d %v", t.Name, t.Handler, t.Framework,
			strings.Join(t.Codes, " "), strings.Join(t.Declared, " "), t.ProtocolErrors, t.Stamped))
	}
	return out
}

// The codes each tool may return are those of its returns, through
// constructors, helpers and variables; the codes it declares are those of
// its //toolerr:returns, on it or on its factory.
func TestCodesByTool(t *testing.T) {
	c := build(t, "contract/...", "closedcodes/returns/mcpgo", "closedcodes/returns/gosdk")
	want := []string{
		"get_product closedcodes/returns/mcpgo.Catalog.getProduct mcp-go [invalid_input not_found rate_limited unavailable] [invalid_input not_found] 0 false",
		"get_stock closedcodes/returns/gosdk.getStock go-sdk [internal_error invalid_input not_found] [not_found] 0 false",
		// Found by its signature alone: listed by its handler.
		" closedcodes/returns/mcpgo.archiveProduct mcp-go [internal_error not_found] [gone internal_error not_found] 0 false",
		"clear_stock closedcodes/returns/gosdk.clearStock go-sdk [internal_error rate_limited] [not_found rate_limited] 0 false",
		"list_products closedcodes/returns/mcpgo.listProducts.func1 mcp-go [internal_error not_found unavailable] [internal_error] 0 false",
		"price_product closedcodes/returns/mcpgo.priceProduct mcp-go [not_found unavailable] [not_found unavailable] 0 false",
		"rename_product closedcodes/returns/mcpgo.renameProduct mcp-go [invalid_input rate_limited] [] 0 false",
		// A protocol error carries no code.
		"drop_product closedcodes/returns/mcpgo.dropProduct mcp-go [rate_limited] [not_found] 1 false",
		// The codes of the error result a helper hands back, or nil.
		"show_product closedcodes/returns/mcpgo.Catalog.showProduct mcp-go [not_found unavailable] [not_found unavailable] 0 false",
		"stock_product closedcodes/returns/mcpgo.Catalog.stockProduct mcp-go [not_found unavailable] [not_found] 0 false",
	}
	if got := tools(c); !slices.Equal(sorted(got), sorted(want)) {
		t.Errorf("tools:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(sorted(want), "\n"))
	}
}

// Every code of the sets the packages declare is listed once, with its doc
// comment, the fields it requires and whether it is retryable.
func TestCodes(t *testing.T) {
	c := build(t, "contract/errs")
	var got []string
	for _, k := range c.Codes {
		got = append(got, fmt.Sprintf("%s %s %s %v %v %q", k.Type, k.Name, k.Value, k.Requires, k.Retryable, k.Doc))
	}
	want := []string{
		`contract/errs.Code Internal internal_error [] false "Internal: a fault of the server's own."`,
		`contract/errs.Code InvalidInput invalid_input [Field Allowed] false "InvalidInput: an argument is wrong; Field names it and Allowed lists the values it may take."`,
		`contract/errs.Code NotFound not_found [] false "NotFound: the thing the call names does not exist."`,
		`contract/errs.Code RateLimited rate_limited [RetryAfter] true "RateLimited: too many calls; RetryAfter says when to call again."`,
		`contract/errs.Code Unavailable unavailable [] true "Unavailable: a backend is down for now."`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("codes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A tool is listed by the package that serves its handler, judged on the
// wire there: a handler registered through a converting wrapper leaks no
// protocol error, and the middleware's own closures are no tools.
func TestServedElsewhere(t *testing.T) {
	c := build(t, "wire/plain/...")
	got := tools(c)
	for _, want := range []string{
		"close_issue wire/plain/tools.CloseIssue mcp-go [] [] 0 false",
		"get_issue wire/plain/tools.GetIssue mcp-go [] [] 2 false",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("tools lack %q:\n%s", want, strings.Join(got, "\n"))
		}
	}
	for _, tool := range c.Tools {
		if tool.Name == "" {
			t.Errorf("a tool without a name: %+v", tool)
		}
	}
}

// The catalog renders as JSON and as Markdown, and refuses other formats.
func TestRender(t *testing.T) {
	c := build(t, "contract/...", "closedcodes/returns/gosdk")
	md, err := catalog.Render(c, "md")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| `invalid_input` | `errs.InvalidInput` | no | `Field`, `Allowed` | InvalidInput: an argument is wrong; Field names it and Allowed lists the values it may take. |",
		"| `get_stock` | [`gosdk.getStock`](closedcodes/returns/gosdk/server.go#L33) | go-sdk | `internal_error`, `invalid_input`, `not_found` | `not_found` | 0 | — | no |",
	} {
		if !strings.Contains(string(md), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if _, err := catalog.Render(c, "yaml"); err == nil || !strings.Contains(err.Error(), "md, json") {
		t.Errorf("Render yaml: %v, want an error naming the formats", err)
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.SortFunc(s, func(a, b string) int { return strings.Compare(a, b) })
	return s
}

// The JSON-RPC codes each tool's protocol errors can carry: the
// framework's for a returned error, the value's for a *jsonrpc.Error,
// built in place, through a variable, or by a helper of this package or
// another given a constant code; an unknown code is left out.
func TestProtocolCodesByTool(t *testing.T) {
	c := build(t, "rpccodes/gosdk", "rpccodes/codes", "rpccodes/rpcerr", "rpccodes/cross")
	got := make(map[string]string)
	for _, tool := range c.Tools {
		got[tool.Name] = strings.Join(tool.ProtocolCodes, " ")
	}
	for name, want := range map[string]string{
		"fetch_page": "-32769 -32701 -32603 -32602 -32100 -32042 -32031 -32029 -32020 -32001 -31999 -31000 -1 0 1000",
		"count_rows": "-32602 -32600 -32050 -32044 -32040 -32033",
		"book_room":  "-32603 -32602 -32150 -32088 -32029 -32002",
		"list_rooms": "-32602 -32088 -32010 -31001",
	} {
		if got[name] != want {
			t.Errorf("tool %s: protocol codes %q, want %q", name, got[name], want)
		}
	}
}

// Resources, resource templates and prompts are listed once each, by kind
// and name, with the codes their handlers' errors are sent with; the
// Markdown lists them under a section of their own.
func TestResourcesAndPrompts(t *testing.T) {
	c := build(t, "passes/catalog/resources")
	var got []string
	for _, r := range c.Resources {
		got = append(got, fmt.Sprintf("%s %q %s %s:%d [%s]", r.Kind, r.Name, r.Handler, r.File, r.Line, strings.Join(r.ProtocolCodes, " ")))
	}
	want := []string{
		`prompt "remote_prompt"  passes/catalog/resources/mcpgo.go:29 []`,
		`prompt "review" passes/catalog/resources.review passes/catalog/resources/gosdk.go:46 [0]`,
		`prompt "summarize" passes/catalog/resources.summarize passes/catalog/resources/mcpgo.go:46 [-32603]`,
		`resource "docs://readme" passes/catalog/resources.registerMCPGo.func1 passes/catalog/resources/mcpgo.go:19 [-32603]`,
		`resource "docs://static" passes/catalog/resources.readStatic passes/catalog/resources/mcpgo.go:33 []`,
		`resource "file:///config" passes/catalog/resources.readConfig passes/catalog/resources/gosdk.go:28 [-32602]`,
		// A name not known statically: listed by its handler.
		`resource "" passes/catalog/resources.registerGoSDK.func1 passes/catalog/resources/gosdk.go:18 []`,
		`resource template "db://{table}" passes/catalog/resources.tableReader.func1 passes/catalog/resources/gosdk.go:33 [-31001 0]`,
		`resource template "issues://{id}" passes/catalog/resources.readIssue passes/catalog/resources/mcpgo.go:38 [-32603]`,
		// From a factory that returns the template and its handler.
		`resource template "" passes/catalog/resources.userResource.func1 passes/catalog/resources/mcpgo.go:61 [-32603]`,
		`resource template "teams://{id}" passes/catalog/resources.readTeam passes/catalog/resources/mcpgo.go:74 []`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("resources and prompts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	md, err := catalog.Render(c, "md")
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range []string{
		"## Resources and prompts",
		"| resource template | `db://{table}` | [`resources.tableReader.func1`](passes/catalog/resources/gosdk.go#L33) | go-sdk | `-31001`, `0` |",
		"| prompt | `remote_prompt` | [—](passes/catalog/resources/mcpgo.go#L29) | mcp-go | — |",
	} {
		if !strings.Contains(string(md), row) {
			t.Errorf("markdown lacks %q:\n%s", row, md)
		}
	}
}
