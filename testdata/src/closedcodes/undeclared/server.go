// Package undeclared is a server whose program declares no code set. Not
// reported: without a declaration, its results need no code, and its own
// Code type is just a type.
package undeclared

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Code looks like a code type, but no directive or flag declares it one.
type Code string

// NotFound is a value of the undeclared Code.
const NotFound Code = "not_found"

func newServer() *server.MCPServer {
	s := server.NewMCPServer("clock", "1.0.0")
	s.AddTool(mcp.NewTool("zone"), zone)
	return s
}

func zone(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	if name == "Mars/Olympus" {
		return mcp.NewToolResultError(string(Code("unknown_zone"))), nil
	}
	return mcp.NewToolResultText(name), nil
}
