// Package client is a stub of mcp-go's client package.
package client

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Client is a connection to an MCP server.
type Client struct{}

// CallTool calls a tool of the server: it has a tool handler's signature,
// but its error is the remote server's.
func (c *Client) CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}
