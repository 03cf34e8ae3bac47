// Package require is a server whose program declares no code set: with
// -require=codes, the first handler it registers is reported, once for the
// package.
package require

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"closedcodes/require/model"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("clock", "1.0.0")
	s.AddTool(mcp.NewTool("now"), now)
	s.AddTool(mcp.NewTool("zone"), zone)
	return s
}

func now(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "now" is registered where the program declares no code set \(-require=codes\); declare one with //toolerr:codes`
	return mcp.NewToolResultText(model.Now()), nil
}

// zone is a second handler of the same package. Not reported: the package
// is reported once, at its first handler.
func zone(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	return mcp.NewToolResultText(name), nil
}
