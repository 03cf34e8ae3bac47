// Package lib registers its tools on a server its caller hands it; the
// module's program does not import it, so its handlers are on no tool's
// path of this module.
package lib

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register registers a handler that returns its errors.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Name == "" {
			return nil, errors.New("no name") // not reported: no program of the module serves it
		}
		return mcp.NewToolResultText(req.Params.Name), nil
	})
}
