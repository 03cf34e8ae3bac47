// Package mid registers its own handler and base's on a server handed to
// it, and carries base's summary.
package mid // want `carries 1 of base, all`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"passes/wire/carry/base"
)

func Register(s *server.MCPServer) {
	base.Register(s)
	s.AddTool(mcp.NewTool("echo"), echo)
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("echo"), nil
}
