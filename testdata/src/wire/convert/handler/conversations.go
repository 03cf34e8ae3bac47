// Package handler holds the tool handlers of a chat server; the server
// package registers them behind middleware that turns every error they
// return into an isError result.
package handler

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Client reads a chat workspace.
type Client interface {
	History(ctx context.Context, channel string) ([]string, error)
	Post(ctx context.Context, channel, text string) error
}

// ConversationsHandler serves the conversation tools.
type ConversationsHandler struct {
	client Client
}

// NewConversationsHandler returns the handlers for client.
func NewConversationsHandler(client Client) *ConversationsHandler {
	return &ConversationsHandler{client: client}
}

// History returns a channel's messages. Its errors reach the model: the
// server's middleware makes them isError results.
func (h *ConversationsHandler) History(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	channel, err := request.RequireString("channel_id")
	if err != nil {
		return nil, err // Not reported: the middleware converts it.
	}
	messages, err := h.client.History(ctx, channel)
	if err != nil {
		return nil, fmt.Errorf("history of %s: %w", channel, err) // Not reported: the middleware converts it.
	}
	return mcp.NewToolResultText(fmt.Sprint(messages)), nil
}

// Post posts a message.
func (h *ConversationsHandler) Post(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	text := args["text"].(string) // want `tool "conversations_post" asserts an argument value to string without checking, which panics on bad input; the server recovers the panic and sends a protocol error \(-32603\) that the model never sees`
	if text == "" {
		return nil, errors.New("text is empty") // Not reported: the middleware converts it.
	}
	if err := h.client.Post(ctx, request.GetString("channel_id", ""), text); err != nil {
		return nil, err // Not reported: the middleware converts it.
	}
	return nil, nil // want `tool "conversations_post" returns a nil result and a nil error, which the client receives as a protocol error; return a result`
}

// Search has no registration: the server serves it all the same, by name.
func (h *ConversationsHandler) Search(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := h.client.History(ctx, "all"); err != nil {
		return nil, err // Not reported: the middleware converts it.
	}
	panic("search is not implemented") // want `handler ConversationsHandler.Search calls panic; the server recovers the panic and sends a protocol error \(-32603\) that the model never sees`
}
