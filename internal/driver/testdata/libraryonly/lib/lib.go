// Package lib registers its tools on a server its caller hands it, in a
// module with no main package: no package of the module builds the
// server, so nothing here can see what the caller installs on it.
package lib

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(name string) (string, error) { return "", errors.New(name) }

// Register registers a closure with named results and bare returns, and a
// declared handler.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		var v string
		v, err = fetch(req.Params.Name)
		if err != nil {
			return // expect protocolerr
		}
		if v == "" {
			return // expect nilresult
		}
		return mcp.NewToolResultText(v), nil
	})
	s.AddTool(mcp.NewTool("plain"), plain)
}

func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := fetch(req.Params.Name)
	if err != nil {
		return nil, err // expect protocolerr
	}
	return mcp.NewToolResultText(v), nil
}
