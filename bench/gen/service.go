package main

import (
	"fmt"
	"strings"
)

// The handler styles, each written by one function below; a package's
// handlers go through them in turn.
var styles = []func(b *strings.Builder, pkg, h int) string{
	mcpgoRaw, mcpgoTyped, mcpgoStructured, gosdkRaw, gosdkGeneric, inHouse,
}

// servicePackage writes package svcNNN: HandlersPerPackage handlers, a
// Register function serving them, and a Lookup the next packages use.
// Package i depends on package i/2, so the module's import graph is a tree
// of logarithmic depth over which facts travel.
func servicePackage(i int) string {
	var b, reg strings.Builder
	fmt.Fprintf(&b, "// Package svc%03d is one generated service.\npackage svc%03d\n\n", i, i)
	b.WriteString("import (\n\t\"context\"\n\t\"errors\"\n\t\"fmt\"\n\n")
	b.WriteString("\tmcpgo \"github.com/mark3labs/mcp-go/mcp\"\n\t\"github.com/mark3labs/mcp-go/server\"\n\tgosdk \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\n")
	fmt.Fprintf(&b, "\t%q\n\t%q\n\t%q\n", modulePath+"/errs", modulePath+"/frame", modulePath+"/respond")
	dep := "lookupLocal"
	if i > 0 {
		fmt.Fprintf(&b, "\t%q\n", fmt.Sprintf("%s/svc%03d", modulePath, i/2))
		dep = fmt.Sprintf("svc%03d.Lookup", i/2)
	}
	b.WriteString(")\n\n")
	b.WriteString("var _ = errors.New\nvar _ = fmt.Sprint\nvar _ = errs.Internal\n\n")
	fmt.Fprintf(&b, `// Lookup finds a record by id.
func Lookup(ctx context.Context, id string) (string, error) {
	if id == "" {
		return "", errors.New("empty id")
	}
	return %s(ctx, id)
}

func lookupLocal(ctx context.Context, id string) (string, error) {
	if ctx.Err() != nil {
		return "", ctx.Err()
	}
	return "record " + id, nil
}

`, dep)
	reg.WriteString("// Register serves the package's tools.\nfunc Register(ms *server.MCPServer, gs *gosdk.Server) {\n")
	for h := range HandlersPerPackage {
		style := styles[(i*HandlersPerPackage+h)%len(styles)]
		reg.WriteString(style(&b, i, h))
	}
	reg.WriteString("}\n")
	b.WriteString(reg.String())
	return b.String()
}

// variant picks the failure path of a handler: some are clean, some are
// findings of each kind, so that every rule has work.
func variant(pkg, h int) int { return (pkg*7 + h*3) % 4 }

func mcpgoRaw(b *strings.Builder, pkg, h int) string {
	name := fmt.Sprintf("raw%d", h)
	fail := []string{
		`return respond.Fail(ctx, errs.NotFound, err.Error()), nil`,
		`return nil, fmt.Errorf("lookup: %w", err)`,
		`return respond.Fail(ctx, errs.Code("gone"), err.Error()), nil`,
		`return mcpgo.NewToolResultError(err.Error()), nil`,
	}[variant(pkg, h)]
	fmt.Fprintf(b, `func %s(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return respond.Fail(ctx, errs.InvalidArgument, err.Error()), nil
	}
	rec, err := Lookup(ctx, id)
	if err != nil {
		%s
	}
	return mcpgo.NewToolResultText(rec), nil
}

`, name, fail)
	return fmt.Sprintf("\tms.AddTool(mcpgo.NewTool(%q, mcpgo.WithString(\"id\", mcpgo.Required())), %s)\n", fmt.Sprintf("s%d_%s", pkg, name), name)
}

func mcpgoTyped(b *strings.Builder, pkg, h int) string {
	name := fmt.Sprintf("typed%d", h)
	fail := []string{
		`return respond.Fail(ctx, errs.NotFound, err.Error()), nil`,
		`return nil, err`,
		`panic(err)`,
		`return mcpgo.NewToolResultErrorFromErr("lookup", err), nil`,
	}[variant(pkg, h)]
	fmt.Fprintf(b, `type %sArgs struct {
	ID string `+"`json:\"id\"`"+`
}

func %s(ctx context.Context, req mcpgo.CallToolRequest, args %sArgs) (*mcpgo.CallToolResult, error) {
	rec, err := Lookup(ctx, args.ID)
	if err != nil {
		%s
	}
	return mcpgo.NewToolResultText(rec), nil
}

`, name, name, name, fail)
	return fmt.Sprintf("\tms.AddTool(mcpgo.NewTool(%q, mcpgo.WithInputSchema[%sArgs]()), mcpgo.NewTypedToolHandler(%s))\n", fmt.Sprintf("s%d_%s", pkg, name), name, name)
}

func mcpgoStructured(b *strings.Builder, pkg, h int) string {
	name := fmt.Sprintf("structured%d", h)
	fmt.Fprintf(b, `type %sArgs struct {
	ID string `+"`json:\"id\"`"+`
}

type %sOut struct {
	Record string `+"`json:\"record\"`"+`
}

func %s(ctx context.Context, req mcpgo.CallToolRequest, args %sArgs) (%sOut, error) {
	rec, err := Lookup(ctx, args.ID)
	if err != nil {
		return %sOut{}, fmt.Errorf("lookup %%s: %%w", args.ID, err)
	}
	return %sOut{Record: rec}, nil
}

`, name, name, name, name, name, name, name)
	return fmt.Sprintf("\tms.AddTool(mcpgo.NewTool(%q, mcpgo.WithInputSchema[%sArgs](), mcpgo.WithOutputSchema[%sOut]()), mcpgo.NewStructuredToolHandler(%s))\n", fmt.Sprintf("s%d_%s", pkg, name), name, name, name)
}

func gosdkRaw(b *strings.Builder, pkg, h int) string {
	name := fmt.Sprintf("sdkraw%d", h)
	fail := []string{
		`return respond.FailResult(ctx, errs.NotFound, err.Error()), nil`,
		`return nil, err`,
		`return respond.FailResult(ctx, errs.Code("missing"), err.Error()), nil`,
		`return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: err.Error()}}}, nil`,
	}[variant(pkg, h)]
	fmt.Fprintf(b, `func %s(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	rec, err := Lookup(ctx, string(req.Params.Arguments))
	if err != nil {
		%s
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: rec}}}, nil
}

`, name, fail)
	return fmt.Sprintf("\tgs.AddTool(&gosdk.Tool{Name: %q, InputSchema: map[string]any{\"type\": \"object\"}}, %s)\n", fmt.Sprintf("s%d_%s", pkg, name), name)
}

func gosdkGeneric(b *strings.Builder, pkg, h int) string {
	name := fmt.Sprintf("generic%d", h)
	fail := []string{
		`return nil, %[1]sOut{}, err`,
		`return nil, %[1]sOut{}, &errs.ToolError{Code: errs.NotFound, Message: err.Error()}`,
		`panic("lookup failed")`,
		`return respond.FailResult(ctx, errs.NotFound, err.Error()), %[1]sOut{}, nil`,
	}[variant(pkg, h)]
	fail = strings.ReplaceAll(fail, "%[1]s", name)
	fmt.Fprintf(b, `type %sIn struct {
	ID string `+"`json:\"id\"`"+`
}

type %sOut struct {
	Record string `+"`json:\"record\"`"+`
}

func %s(ctx context.Context, req *gosdk.CallToolRequest, in %sIn) (*gosdk.CallToolResult, %sOut, error) {
	rec, err := Lookup(ctx, in.ID)
	if err != nil {
		%s
	}
	return nil, %sOut{Record: rec}, nil
}

`, name, name, name, name, name, fail, name)
	return fmt.Sprintf("\tgosdk.AddTool(gs, &gosdk.Tool{Name: %q}, %s)\n", fmt.Sprintf("s%d_%s", pkg, name), name)
}

func inHouse(b *strings.Builder, pkg, h int) string {
	name := fmt.Sprintf("house%d", h)
	fail := []string{
		`return "", err`,
		`return "", fmt.Errorf("lookup %s: %w", id, err)`,
		`return "", &errs.ToolError{Code: errs.NotFound, Message: err.Error()}`,
		`return "not found: " + id, nil`,
	}[variant(pkg, h)]
	fmt.Fprintf(b, `func %s(ctx context.Context, args map[string]any) (string, error) {
	id, ok := args["id"].(string)
	if !ok {
		return "", errors.New("id must be a string")
	}
	rec, err := Lookup(ctx, id)
	if err != nil {
		%s
	}
	return rec, nil
}

`, name, fail)
	return fmt.Sprintf("\tframe.Add(ms, %q, %s)\n", fmt.Sprintf("s%d_%s", pkg, name), name)
}
