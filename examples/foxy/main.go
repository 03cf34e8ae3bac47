// Command foxy lists and reads the environment of its process over MCP on
// stdio. It is built on github.com/strowk/foxy-contexts v0.1.0-beta.6,
// whose tool callbacks return a result and no error: a nil result panics
// in its tool dispatcher. ../expected.txt lists the findings.
package main

import (
	"context"
	"os"
	"sort"
	"strings"

	"github.com/strowk/foxy-contexts/pkg/app"
	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
	"github.com/strowk/foxy-contexts/pkg/stdio"
)

func ptr[T any](v T) *T { return &v }

func text(s string) []interface{} {
	return []interface{}{mcp.TextContent{Type: "text", Text: s}}
}

func failure(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: ptr(true), Content: text(s)}
}

// NewGetEnvTool reads one variable.
func NewGetEnvTool() fxctx.Tool {
	return fxctx.NewTool(
		&mcp.Tool{
			Name:        "get_env",
			Description: ptr("Read an environment variable."),
			InputSchema: mcp.ToolInputSchema{Type: "object", Required: []string{"name"}},
		},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			name := args["name"].(string) // reported: panics on a missing or non-string name
			v, ok := os.LookupEnv(name)
			if !ok {
				return nil // reported: crashes the dispatcher
			}
			return &mcp.CallToolResult{Content: text(v)}
		},
	)
}

// NewListEnvTool lists the variables with a prefix.
func NewListEnvTool() fxctx.Tool {
	return fxctx.NewTool(
		&mcp.Tool{
			Name:        "list_env",
			Description: ptr("List the environment variables with a prefix."),
			InputSchema: mcp.ToolInputSchema{Type: "object"},
		},
		listEnv,
	)
}

func listEnv(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	prefix, ok := args["prefix"].(string)
	if !ok {
		return failure("prefix must be a string") // Not reported: an isError result.
	}
	var names []string
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); strings.HasPrefix(name, prefix) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return &mcp.CallToolResult{IsError: ptr(false), Content: text(strings.Join(names, "\n"))}
}

func main() {
	err := app.NewBuilder().
		WithTool(NewGetEnvTool).
		WithTool(NewListEnvTool).
		WithName("env").
		WithVersion("0.1.0").
		WithTransport(stdio.NewTransport()).
		Run()
	if err != nil {
		os.Exit(1)
	}
}
