// Package harness installs, on the server handed to it, middleware that
// recovers panics into protocol errors: what a test harness does to the
// server it calls, and what a package of middleware does to the server it
// guards.
package harness

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Guard installs recovery on s.
func Guard(s *server.MCPServer) {
	s.Use(recovery)
}

func recovery(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if v := recover(); v != nil {
				res, err = nil, errors.New("the tool panicked")
			}
		}()
		return next(ctx, req)
	}
}
