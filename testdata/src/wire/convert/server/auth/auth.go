// Package auth checks the caller's token before a tool runs.
package auth

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tokenKey struct{}

// Middleware refuses calls without a token. Installed inside the server's
// converting middleware, its refusals reach the model as isError results.
func Middleware() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := ctx.Value(tokenKey{}).(string); !ok {
				return nil, errors.New("missing token") // Not reported: converted by the middleware outside it.
			}
			return next(ctx, req)
		}
	}
}
