// Package local declares a provenance middleware and installs it on its
// server, as a value: every handler it serves is stamped.
package local

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("till", "1.0.0", server.WithToolHandlerMiddleware(withStamp))
	s.AddTool(mcp.NewTool("open_till"), openTill)
	return s
}

// withStamp stamps every result next returns.
//
//toolerr:provenance
func withStamp(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler in withStamp: mcp-go raw, tool unknown, stamped`
		res, err := next(ctx, req)
		if res != nil {
			res = errs.Stamp(ctx, res)
		}
		return res, err
	}
}

func openTill(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler openTill: mcp-go raw, tool "open_till", stamped`
	return mcp.NewToolResultText("opened"), nil
}
