// Package defaults holds findings in a generated file and in test mocks:
// by default only the handwritten handler's finding is reported.
package defaults

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("scope", "1.0.0")
	s.AddTool(mcp.NewTool("lookup"), handleLookup)
	s.AddTool(mcp.NewTool("generated_lookup"), handleGeneratedLookup)
	return s
}

func handleLookup(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.GetString("id", "") == "" {
		return nil, errors.New("id is required") // want `tool "lookup" returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("found"), nil
}

// handleOnlyTested is registered by the tests alone: what a test file
// registers is the tests' wiring, read only with -test-handlers.
func handleOnlyTested(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("not wired")
}
