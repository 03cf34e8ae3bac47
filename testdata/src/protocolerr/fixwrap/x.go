// Package fixwrap is a notes MCP server on mcp-go whose errors are made
// and wrapped with github.com/pkg/errors: the fixture of the protocolerr
// fix of their returns.
package fixwrap

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/pkg/errors"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0.0")
	s.AddTool(mcp.NewTool("remove_note"), handleRemoveNote)
	s.AddTool(mcp.NewTool("read_note"), handleReadNote)
	return s
}

// handleRemoveNote wraps an error a condition says is not nil, and makes
// one with errors.New: neither is nil, so both are fixed.
func handleRemoveNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := request.GetString("name", "")
	if name == "" {
		return nil, errors.New("missing name") // want `tool "remove_note" returns an error built in place as a protocol error \(-32603\)`
	}
	if err := os.Remove(name); err != nil {
		return nil, errors.Wrapf(err, "remove note %s", name) // want `tool "remove_note" returns a wrapped error from downstream call os.Remove as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("removed"), nil
}

// handleReadNote wraps an error that may be nil where it is returned:
// errors.Wrap returns nil for it, and err.Error() would panic, so it gets
// no fix.
func handleReadNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(request.GetString("name", ""))
	if len(data) == 0 {
		return nil, errors.Wrap(err, "empty note") // want `tool "read_note" returns a wrapped error from downstream call os.ReadFile as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(string(data)), nil
}
