// Package guarded serves its tools through the harness's middleware, which
// recovers panics into protocol errors.
package guarded

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"scope/harness"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("guarded", "1.0.0")
	harness.Guard(s)
	s.AddTool(mcp.NewTool("lookup"), handleLookup)
	return s
}

func handleLookup(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch request.GetString("mode", "") {
	case "":
		return nil, errors.New("mode is required") // want `tool "lookup" returns an error built in place as a protocol error`
	case "strict":
		panic("strict lookups are not written yet") // want `tool "lookup" calls panic; the server recovers the panic and sends a protocol error`
	}
	return mcp.NewToolResultText("found"), nil
}
