// Package handlers holds raw go-sdk chat tools. The chat server registers
// them behind middleware that only logs: every error they return reaches
// the client as a protocol error.
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
		return nil, err // want `tool "chat_history" returns an argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\)`
	}
	if args.Channel == "" {
		return nil, errors.New("channel is required") // want `tool "chat_history" returns an error built in place as a protocol error \(code 0\)`
	}
	if _, err := h.Store.History(ctx, args.Channel); err != nil {
		return nil, err // want `tool "chat_history" returns an error from downstream call Store.History as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{}, nil
}
