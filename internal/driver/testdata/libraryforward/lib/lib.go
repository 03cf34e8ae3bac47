// Package lib registers its tools on a server its caller hands it, and
// exports a handler its caller registers: no package of its module builds
// the server, and the package that imports it hands the server on.
package lib

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func find(name string) (string, error) { return "", errors.New(name) }

// Register registers a handler that returns its errors, and one that
// answers them with isError results.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup"), lookup)
	s.AddTool(mcp.NewTool("quiet"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := find(req.Params.Name)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(v), nil
	})
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := find(req.Params.Name)
	if err != nil {
		return nil, err // expect protocolerr
	}
	return mcp.NewToolResultText(v), nil
}

// Export is registered by the package above, under the name it gives.
func Export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "" {
		return nil, nil // expect nilresult
	}
	return mcp.NewToolResultText(req.Params.Name), nil
}
