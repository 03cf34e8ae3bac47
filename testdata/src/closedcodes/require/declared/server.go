// Package declared registers handlers where the program declares a code
// set, in toolerrs/errs. Not reported under -require=codes.
package declared

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("clock", "1.0.0")
	s.AddTool(mcp.NewTool("zone"), zone)
	return s
}

func zone(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return respond.Fail(ctx, errs.InvalidArgument, "name is required"), nil
	}
	return mcp.NewToolResultText(name), nil
}
