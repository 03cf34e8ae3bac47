// Package tools holds raw go-sdk handlers; the server package installs
// only a logging middleware.
package tools

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register adds the tools to a server built elsewhere.
func Register(server *mcp.Server) {
	server.AddTool(&mcp.Tool{Name: "delete_note"}, deleteNote)
}

func deleteNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("no arguments") // want `tool "delete_note" returns an error built in place as a protocol error \(code 0\)`
	}
	panic("not implemented") // want `tool "delete_note" calls panic, which crashes the server; return an isError result`
}
