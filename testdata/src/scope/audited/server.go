// Package audited serves its tools bare; its tests call the server
// through the harness, whose middleware is the tests' wiring and changes
// nothing of what is reported.
package audited

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("audited", "1.0.0")
	s.AddTool(mcp.NewTool("lookup"), handleLookup)
	return s
}

func handleLookup(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch request.GetString("mode", "") {
	case "":
		return nil, errors.New("mode is required") // want `tool "lookup" returns an error built in place as a protocol error`
	case "strict":
		panic("strict lookups are not written yet") // want `tool "lookup" calls panic, which crashes the server`
	}
	return mcp.NewToolResultText("found"), nil
}
