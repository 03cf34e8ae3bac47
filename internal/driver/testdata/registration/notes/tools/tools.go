// Package tools holds the notes tools; the notes server passes their
// errors on to the client.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Handlers serves the notes tools.
type Handlers struct{}

// Read reads a note.
func (Handlers) Read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, err // expect protocolerr
	}
	if name == "" {
		return nil, errors.New("name is empty") // expect protocolerr
	}
	return mcp.NewToolResultText(name), nil
}
