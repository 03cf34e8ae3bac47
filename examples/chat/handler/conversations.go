// Package handler holds the tools of a chat server. It returns its
// failures as Go errors: the server package registers every handler behind
// middleware that turns those into isError results, so the model sees them
// and nothing here is reported for it.
package handler

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
)

// Workspace holds the channels and their messages.
type Workspace struct {
	mu       sync.Mutex
	channels map[string][]string
}

// NewWorkspace returns an empty workspace.
func NewWorkspace() *Workspace {
	return &Workspace{channels: map[string][]string{"general": nil}}
}

// Conversations serves the conversation tools.
type Conversations struct {
	ws *Workspace
}

// NewConversations returns the handlers over ws.
func NewConversations(ws *Workspace) *Conversations {
	return &Conversations{ws: ws}
}

// History returns the messages of a channel.
func (c *Conversations) History(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	channel, err := request.RequireString("channel")
	if err != nil {
		return nil, err
	}
	c.ws.mu.Lock()
	defer c.ws.mu.Unlock()
	messages, ok := c.ws.channels[channel]
	if !ok {
		return nil, fmt.Errorf("no channel %q", channel)
	}
	return mcp.NewToolResultText(strings.Join(messages, "\n")), nil
}

// Post adds a message to a channel. The server recovers panics, but its
// recovery answers them with a protocol error, so the unchecked assertion
// is still a finding.
func (c *Conversations) Post(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	channel := args["channel"].(string)
	text, ok := args["text"].(string)
	if !ok || text == "" {
		return nil, errors.New("text must be a non-empty string")
	}
	c.ws.mu.Lock()
	defer c.ws.mu.Unlock()
	if _, ok := c.ws.channels[channel]; !ok {
		return nil, fmt.Errorf("no channel %q", channel)
	}
	c.ws.channels[channel] = append(c.ws.channels[channel], text)
	return mcp.NewToolResultText("posted"), nil
}

// Topic returns a channel's topic, reporting through named results: the
// bare returns that set only the result let out a nil error.
func (c *Conversations) Topic(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, serverErr error) {
	channel, err := request.RequireString("channel")
	if err != nil {
		result = mcp.NewToolResultError(err.Error())
		return
	}
	result = mcp.NewToolResultText("the topic of " + channel)
	return
}
