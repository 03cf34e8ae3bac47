// Package mcpgo holds mcp-go raw handlers whose returns the outcomes pass
// classifies.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_note"), getNote)
}

var errNotFound = errors.New("not found")

func getNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return nil, err // want `result nil, error argument binding \(an argument-binding failure from RequireString\): protocol error -32603`
	}
	if err := ctx.Err(); err != nil {
		return nil, err // want `result nil, error cancellation: no protocol error`
	}
	if id == "" {
		return mcp.NewToolResultError("id is empty"), nil // want `result error result, error nil: no protocol error`
	}
	if id == "gone" {
		return nil, errNotFound // want `result nil, error built in place \(an error built in place\): protocol error -32603`
	}
	if id == "none" {
		return nil, nil // want `result nil, error nil: nil and nil`
	}
	text, err := notes.Load(id)
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", id, err) // want `result nil, error wrapped \(a wrapped error from downstream call Store.Load\): protocol error -32603`
	}
	return mcp.NewToolResultText(text), nil // want `result other, error nil: no protocol error`
}

// Store is where notes are kept.
type Store interface {
	Load(id string) (string, error)
}

var notes Store
