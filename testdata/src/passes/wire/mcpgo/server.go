// Package mcpgo builds an mcp-go server that recovers panics and whose
// middleware turns handler errors into isError results, and serves two
// handlers through it.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Serve() error {
	s := server.NewMCPServer("notes", "1.0.0",
		server.WithRecovery(),
		server.WithToolHandlerMiddleware(errorsToResults()),
	)
	s.AddTool(mcp.NewTool("get_note"), getNote)
	s.AddTool(mcp.NewTool("tag_note"), mcp.NewStructuredToolHandler(tagNote))
	return server.ServeStdio(s)
}

func errorsToResults() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler in errorsToResults \(tools "get_note" and "tag_note"\): served, panic: protocol error by server.WithRecovery`
			res, err := next(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		}
	}
}

func getNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "get_note": served, converted by errorsToResults, panic: protocol error by server.WithRecovery`
	return mcp.NewToolResultText("note"), nil
}

type tagArgs struct{ Tag string }

func tagNote(ctx context.Context, req mcp.CallToolRequest, args tagArgs) ([]string, error) { // want `tool "tag_note": served, converted by errorsToResults, tool errors, panic: protocol error by server.WithRecovery`
	return []string{args.Tag}, nil
}
