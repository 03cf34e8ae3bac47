// Package nofixsensitive is a server on mcp-go whose program declares a
// sensitive source: a panic with an error's text gets no fix, which
// would show the model that text.
package nofixsensitive

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// query is the database call whose errors hold connection strings.
//
//toolerr:sensitive
func query(id string) error {
	if id == "" {
		return errors.New("postgres://admin:secret@db/items: no id")
	}
	return nil
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("items", "1.0.0")
	s.AddTool(mcp.NewTool("get_item"), getItem)
	return s
}

func getItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := query(req.GetString("id", "")); err != nil {
		panic(err) // want `tool "get_item" calls panic`
	}
	return mcp.NewToolResultText("found"), nil
}
