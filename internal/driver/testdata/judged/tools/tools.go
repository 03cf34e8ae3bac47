// Package tools registers a typed handler and handlers whose result a
// client's callback sets.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register registers the package's tools on s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("label"), mcp.NewTypedToolHandler(label))
	s.AddTool(mcp.NewTool("read_secret"), readSecret)
	s.AddTool(mcp.NewTool("seal_status"), sealStatus)
}

type labelArgs struct {
	Name   string         `json:"name"`
	Labels map[string]any `json:"labels"`
}

func label(ctx context.Context, req mcp.CallToolRequest, args labelArgs) (*mcp.CallToolResult, error) {
	color := args.Labels["color"].(string) // expect handlerpanic
	return mcp.NewToolResultText(args.Name + color), nil
}

type client struct{}

// Run returns nil only after fn returned nil.
func (client) Run(ctx context.Context, fn func(context.Context) error) error { return fn(ctx) }

var vault client

func readSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error {
		res = mcp.NewToolResultText("s3cr3t")
		return nil
	}); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil
}

func sealStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error { return nil }); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil // expect nilresult
}
