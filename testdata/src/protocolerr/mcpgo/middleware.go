package mcpgo

import (
	"context"
	"errors"
	"log"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tokenKey struct{}

// logCalls logs every tool call with its duration.
func logCalls(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		result, err := next(ctx, request)
		log.Printf("tool %s took %s (err=%v)", request.Params.Name, time.Since(start), err)
		// Not reported: next's error passed on unchanged.
		return result, err
	}
}

// requireToken rejects calls that carry no API token.
func requireToken(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, ok := ctx.Value(tokenKey{}).(string); !ok {
			return nil, errors.New("missing API token") // want `handler in requireToken \(tools "add_label", "archive_issue", "assign_issue" and [0-9]+ more\) returns an error built in place as a protocol error \(-32603\)`
		}
		// Not reported: next's result passed on unchanged.
		return next(ctx, request)
	}
}
