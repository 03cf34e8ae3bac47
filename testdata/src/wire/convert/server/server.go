// Package server builds the chat server: recovery, then middleware that
// turns handler errors into isError results, then logging and
// authentication.
package server

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/convert/handler"
	"wire/convert/server/auth"
)

// Chat is the chat server.
type Chat struct {
	mcp *server.MCPServer
}

// Serve serves the chat server on stdio.
func (c *Chat) Serve() error { return server.ServeStdio(c.mcp) }

// New builds the server for client; its caller serves it.
func New(client handler.Client, logger *log.Logger) *Chat {
	s := server.NewMCPServer("chat", "1.0.0",
		server.WithRecovery(),
		server.WithToolHandlerMiddleware(errorsToResults(logger)),
		server.WithToolHandlerMiddleware(logCalls(logger)),
		server.WithToolHandlerMiddleware(auth.Middleware()),
	)
	h := handler.NewConversationsHandler(client)
	s.AddTool(mcp.NewTool("conversations_history", mcp.WithString("channel_id", mcp.Required())), h.History)
	s.AddTool(mcp.NewTool("conversations_post"), h.Post)
	return &Chat{mcp: s}
}

// errorsToResults turns every error of the handler it wraps into an
// isError result the model reads.
func errorsToResults(logger *log.Logger) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if err != nil {
				logger.Printf("%s failed: %v", req.Params.Name, err)
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		}
	}
}

// logCalls logs every call and passes on what the handler returns.
func logCalls(logger *log.Logger) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			logger.Printf("%s done", req.Params.Name)
			return res, err // Not reported: next's error, passed on.
		}
	}
}
