// Package tools builds the server and its tools.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// NewServer returns the server with its tools.
func NewServer() *server.MCPServer {
	s := server.NewMCPServer("endtoend", "1.0.0")
	s.AddTool(mcp.NewTool("lookup", mcp.WithString("id")), lookup)
	s.AddTool(mcp.NewTool("remove", mcp.WithString("id")), remove)
	return s
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("missing id") // expect protocolerr
	}
	return mcp.NewToolResultText("found " + id), nil
}

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("missing id") // expect protocolerr
	}
	return mcp.NewToolResultText("removed " + id), nil
}
