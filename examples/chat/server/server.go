// Package server builds the chat server: panic recovery, then middleware
// that turns every handler error into an isError result, then logging.
package server

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/examples/chat/handler"
)

// New builds the server over ws.
func New(ws *handler.Workspace, logger *log.Logger) *server.MCPServer {
	s := server.NewMCPServer("chat", "0.1.0",
		server.WithRecovery(),
		server.WithToolHandlerMiddleware(errorsToResults(logger)),
		server.WithToolHandlerMiddleware(logCalls(logger)),
	)
	c := handler.NewConversations(ws)
	s.AddTool(mcp.NewTool("conversations_history",
		mcp.WithDescription("The messages of a channel."),
		mcp.WithString("channel", mcp.Required()),
	), c.History)
	s.AddTool(mcp.NewTool("conversations_post",
		mcp.WithDescription("Post a message to a channel."),
		mcp.WithString("channel", mcp.Required()),
		mcp.WithString("text", mcp.Required()),
	), c.Post)
	s.AddTool(mcp.NewTool("conversations_topic",
		mcp.WithDescription("The topic of a channel."),
		mcp.WithString("channel", mcp.Required()),
	), c.Topic)
	return s
}

// errorsToResults answers every error of the handler it wraps with an
// isError result the model reads.
func errorsToResults(logger *log.Logger) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if err != nil {
				logger.Printf("%s: %v", req.Params.Name, err)
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		}
	}
}

// logCalls logs each call and passes on what the handler returns.
func logCalls(logger *log.Logger) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			logger.Printf("%s done", req.Params.Name)
			return res, err
		}
	}
}
