// Package tools registers closures inline.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(name string) (string, error) { return "", errors.New(name) }

// Register registers closures inline, with named results and bare returns.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		var v string
		v, err = fetch(req.Params.Name)
		if err != nil {
			return // expect protocolerr
		}
		return mcp.NewToolResultText(v), nil
	})
}
