// Package servermiddleware serves every tool through the declared
// provenance middleware, installed once on the server with
// server.WithToolHandlerMiddleware. Not reported: each handler's error
// results are stamped on their way out.
package servermiddleware

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("kiosk", "1.0.0", server.WithToolHandlerMiddleware(errs.WithProvenance))
	s.AddTool(mcp.NewTool("print_receipt"), printReceipt)
	return s
}

func printReceipt(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("order", "")
	if id == "" {
		return mcp.NewToolResultError("order is required"), nil
	}
	return mcp.NewToolResultText("printed " + id), nil
}
