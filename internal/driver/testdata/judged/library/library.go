// Package library registers its tools on a server a caller hands it, but
// no program of its module calls it: its handlers are on no tool's path
// here, and a program of another module that serves them decides what
// lies between them and the client.
package library

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(name string) (string, error) { return "", errors.New(name) }

// Register registers a closure with named results and bare returns.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch"), func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		var v string
		v, err = fetch(req.Params.Name)
		if err != nil {
			return // not reported: no program of the module serves it
		}
		return mcp.NewToolResultText(v), nil
	})
}
