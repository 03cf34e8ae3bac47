// Package chatserver builds the chat server: its middleware turns every
// error of the tools registered on it into an isError result.
package chatserver

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/pick/handlers"
)

// New builds the chat server over store; its caller serves it.
func New(store handlers.Store) *server.MCPServer {
	s := server.NewMCPServer("chat", "1.0.0", server.WithToolHandlerMiddleware(convertErrors))
	h := &handlers.Handlers{Store: store}
	s.AddTool(mcp.NewTool("chat_history", mcp.WithString("channel", mcp.Required())), h.History)
	s.AddTool(mcp.NewTool("chat_post"), h.Post)
	s.AddTool(mcp.NewTool("chat_channels"), channels)
	return s
}

// channels lists the channels; it is registered on the chat server only.
func channels(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("workspace", "") == "" {
		return nil, errors.New("workspace is required") // Not reported: converted.
	}
	return mcp.NewToolResultText("general"), nil
}

// convertErrors answers every error of the tool it wraps with an isError
// result the model reads.
func convertErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
