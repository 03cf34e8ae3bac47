// Package handlers holds raw go-sdk chat tools. The chat server registers
// them behind middleware that turns every error of a tool call into an
// isError result.
package handlers

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Store reads chat channels.
type Store interface {
	History(ctx context.Context, channel string) ([]string, error)
}

// Handlers serves the chat tools from a store.
type Handlers struct {
	Store Store
}

// History returns a channel's messages.
func (h *Handlers) History(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct{ Channel string }
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err // Not reported: the chat server's middleware converts it.
	}
	if args.Channel == "" {
		return nil, errors.New("channel is required") // Not reported: converted.
	}
	if _, err := h.Store.History(ctx, args.Channel); err != nil {
		return nil, err // Not reported: converted.
	}
	return &mcp.CallToolResult{}, nil
}
