// Package handlers holds the chat tools. The chat server registers them
// behind middleware that turns every error they return into an isError
// result.
package handlers

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Store reads and writes chat channels.
type Store interface {
	History(ctx context.Context, channel string) ([]string, error)
	Post(ctx context.Context, channel, text string) error
}

// Handlers serves the chat tools from a store.
type Handlers struct {
	Store Store
}

// History returns a channel's messages.
func (h *Handlers) History(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	channel, err := req.RequireString("channel")
	if err != nil {
		return nil, err // Not reported: the chat server's middleware converts it.
	}
	messages, err := h.Store.History(ctx, channel)
	if err != nil {
		return nil, fmt.Errorf("history of %s: %w", channel, err) // Not reported: converted.
	}
	return mcp.NewToolResultText(fmt.Sprint(messages)), nil
}

// Post posts a message to a channel.
func (h *Handlers) Post(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	if text == "" {
		return nil, errors.New("text is empty") // Not reported: converted.
	}
	if err := h.Store.Post(ctx, req.GetString("channel", ""), text); err != nil {
		return nil, err // Not reported: converted.
	}
	return mcp.NewToolResultText("posted"), nil
}
