// Package tools holds a raw go-sdk handler whose errors the command's
// middleware, installed after the server package built the server, turns
// into isError results.
package tools

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register adds the tools to a server built elsewhere.
func Register(server *mcp.Server) {
	server.AddTool(&mcp.Tool{Name: "archive_note"}, archiveNote)
}

func archiveNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("no arguments") // Not reported: the command's middleware converts it.
	}
	return &mcp.CallToolResult{}, nil
}
