// Package handlers holds a handler registered through a table and one
// registered behind an adapter of another package.
package handlers

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// H serves the echo tool.
type H struct{}

func (H) Echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetArguments()["name"].(string) // expect handlerpanic
	return mcp.NewToolResultText(name), nil
}

func Upper(ctx context.Context, name string) (string, error) {
	if name == "" {
		return "", errors.New("name is empty")
	}
	return name, nil
}
