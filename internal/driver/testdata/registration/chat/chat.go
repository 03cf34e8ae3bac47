// Package chat builds the chat server, whose middleware turns every error
// of its tools into an isError result.
package chat

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/registration/chat/tools"
)

// New builds the chat server; its caller serves it.
func New() *server.MCPServer {
	s := server.NewMCPServer("chat", "1.0.0", server.WithToolHandlerMiddleware(convertErrors))
	var h tools.Handlers
	s.AddTool(mcp.NewTool("chat_history"), h.History)
	return s
}

func convertErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
