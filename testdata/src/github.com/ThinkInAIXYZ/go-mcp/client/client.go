// Package client is a test stub of github.com/ThinkInAIXYZ/go-mcp/client as
// of v0.2.21: only what the fixtures use, with the real signatures.
package client

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
)

// Client is an MCP client.
type Client struct{}

// CallTool calls a tool on the server.
func (client *Client) CallTool(ctx context.Context, request *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return &protocol.CallToolResult{}, nil
}
