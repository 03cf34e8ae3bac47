// Package converted serves its mcp-go handlers through a middleware that
// turns every returned error into an isError result carrying its text: a
// sensitive error a handler returns reaches the model there.
package converted

import (
	"context"
	"fmt"

	"example.com/warehouse/db"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func toolErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func newServer(conn *db.Conn) *server.MCPServer {
	s := server.NewMCPServer("stock", "1.0.0", server.WithToolHandlerMiddleware(toolErrors))
	s.AddTool(mcp.NewTool("stock"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := conn.Query(ctx, "SELECT stock FROM items WHERE sku = $1", req.GetString("sku", ""))
		if err != nil {
			return nil, fmt.Errorf("stock: %w", err) // want `returns an error holding the text of the error of sensitive db.Conn.Query, which the model reads in an isError result`
		}
		return mcp.NewToolResultText(n), nil
	})
	s.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("host", "") == "" {
			return nil, fmt.Errorf("host is required")
		}
		return mcp.NewToolResultText("pong"), nil
	})
	return s
}
