// Package chatserver builds the chat server: its middleware logs the
// errors of the tools registered on it and passes them on.
package chatserver

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/pickplain/handlers"
)

// New builds the chat server over store; its caller serves it.
func New(store handlers.Store) *server.MCPServer {
	s := server.NewMCPServer("chat", "1.0.0", server.WithToolHandlerMiddleware(logErrors))
	h := &handlers.Handlers{Store: store}
	s.AddTool(mcp.NewTool("chat_history", mcp.WithString("channel", mcp.Required())), h.History)
	s.AddTool(mcp.NewTool("chat_post"), h.Post)
	s.AddTool(mcp.NewTool("chat_channels"), channels)
	return s
}

// channels lists the channels; it is registered on the chat server only.
func channels(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("workspace", "") == "" {
		return nil, errors.New("workspace is required") // want `tool "chat_channels" returns an error built in place as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("general"), nil
}

// logErrors logs every error of the tool it wraps and passes it on.
func logErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("%s: %v", req.Params.Name, err)
		}
		return res, err
	}
}
