// Package adapt turns functions of another contract into handlers.
package adapt

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Text turns a function returning text into a handler; its error becomes a
// protocol error.
func Text(fn func(ctx context.Context, name string) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := fn(ctx, req.GetString("name", ""))
		if err != nil {
			return nil, err // expect protocolerr
		}
		return mcp.NewToolResultText(out), nil
	}
}
