// Package trace times tool calls.
package trace

import (
	"context"
	"log"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Calls logs the duration of every call and passes on what the handler
// returns, errors included.
func Calls(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		defer func(start time.Time) { log.Printf("%s took %s", request.Params.Name, time.Since(start)) }(time.Now())
		return next(ctx, request) // Not reported: the handler's error, passed on.
	}
}
