// Package mid registers its own handler, base's and many's on a server
// handed to it, and carries the summaries of base's and many's.
package mid // want `carries 1 of base, all` `carries 9 of many, all`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"passes/wire/carry/base"
	"passes/wire/carry/many"
)

func Register(s *server.MCPServer) {
	base.Register(s)
	many.Register(s)
	s.AddTool(mcp.NewTool("echo"), echo)
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("echo"), nil
}
