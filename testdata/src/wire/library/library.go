// Package library is a library of handlers for servers built by its
// users: no analyzed package builds a server for them, so go vet and
// golangci-lint, which see a package and its dependencies only, leave them
// to the program that serves them; the command judges them by their own
// framework.
package library

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register registers the library's tools on a server built by its user.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ping"), ping)
}

func ping(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.GetString("host", "") == "" {
		return nil, errors.New("host is required") // Not reported here: judged where it is served.
	}
	return mcp.NewToolResultText("pong"), nil
}
