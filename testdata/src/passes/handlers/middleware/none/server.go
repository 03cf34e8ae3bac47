// Package none sees provenance stamps but no middleware: a function
// stamping results, used as a value, stamps no handler.
package none

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
)

var stamp = errs.Stamp

func newServer() *server.MCPServer {
	s := server.NewMCPServer("desk", "1.0.0")
	s.AddTool(mcp.NewTool("ring_bell"), ringBell)
	return s
}

func ringBell(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler ringBell: mcp-go raw, tool "ring_bell"$`
	return stamp(ctx, mcp.NewToolResultText("rung")), nil
}
