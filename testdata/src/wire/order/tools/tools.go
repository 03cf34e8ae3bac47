// Package tools holds one handler, served behind middleware in an order
// that converts its errors but not the refusals of the middleware outside
// the converter.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Echo echoes its text.
func Echo(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := request.GetString("text", "")
	if text == "" {
		return nil, errors.New("text is empty") // Not reported: converted by the middleware around it.
	}
	return mcp.NewToolResultText(text), nil
}

// Quota refuses calls beyond a budget.
func Quota(budget int) server.ToolHandlerMiddleware {
	calls := 0
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			calls++
			if calls > budget {
				return nil, errors.New("quota exceeded") // want `handler in Quota returns an error built in place as a protocol error \(-32603\)`
			}
			return next(ctx, request)
		}
	}
}

// Convert turns the errors of what it wraps into isError results.
func Convert(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, request)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
