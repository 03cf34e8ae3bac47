// Package server installs Quota before Convert: Quota wraps Convert, so its
// refusals are not converted.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/order/tools"
)

// New builds the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("echo", "1.0.0",
		server.WithToolHandlerMiddleware(tools.Quota(100)),
		server.WithToolHandlerMiddleware(tools.Convert),
	)
	s.AddTool(mcp.NewTool("echo"), tools.Echo)
	return s
}
