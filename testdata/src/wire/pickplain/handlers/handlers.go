// Package handlers holds the chat tools. The chat server registers them
// behind middleware that only logs: every error they return reaches the
// client as a protocol error.
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
		return nil, err // want `tool "chat_history" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	messages, err := h.Store.History(ctx, channel)
	if err != nil {
		return nil, fmt.Errorf("history of %s: %w", channel, err) // want `tool "chat_history" returns .* as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(fmt.Sprint(messages)), nil
}

// Post posts a message to a channel.
func (h *Handlers) Post(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	if text == "" {
		return nil, errors.New("text is empty") // want `tool "chat_post" returns an error built in place as a protocol error \(-32603\)`
	}
	if err := h.Store.Post(ctx, req.GetString("channel", ""), text); err != nil {
		return nil, err // want `tool "chat_post" returns an error from downstream call .*Post as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("posted"), nil
}
