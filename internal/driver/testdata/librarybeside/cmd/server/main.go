// Command server serves a tool of its own and not lib's.
package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("beside", "1.0.0")
	s.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Name == "" {
			return nil, errors.New("no name") // expect protocolerr
		}
		return mcp.NewToolResultText("pong"), nil
	})
	_ = server.ServeStdio(s)
}
