// Package tools holds the chat tools; the chat server registers them
// behind middleware that turns every error they return into an isError
// result.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Handlers serves the chat tools.
type Handlers struct{}

// History returns a channel's messages.
func (Handlers) History(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	channel, err := req.RequireString("channel")
	if err != nil {
		return nil, err
	}
	if channel == "secret" {
		return nil, errors.New("no such channel")
	}
	return mcp.NewToolResultText(channel), nil
}
