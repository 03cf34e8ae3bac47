// Package fixsensitive is a server on mcp-go whose program declares a
// sensitive source: the fix of a panic with a sensitive error's text logs
// the error, and the model reads the panic's words without it, or a fixed
// message; a log.Fatalf keeps its line in the log.
package fixsensitive

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

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
	s.AddTool(mcp.NewTool("drop_item"), dropItem)
	s.AddTool(mcp.NewTool("move_item"), moveItem)
	s.AddTool(mcp.NewTool("sort_items"), sortItems)
	return s
}

func getItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := query(req.GetString("id", "")); err != nil {
		panic(err) // want `tool "get_item" calls panic`
	}
	return mcp.NewToolResultText("found"), nil
}

func dropItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if err := query(id); err != nil {
		log.Fatalf("cannot drop %s: %v", id, err) // want `tool "drop_item" calls log.Fatalf`
	}
	return mcp.NewToolResultText("dropped"), nil
}

// moveItem panics with strings. The text of query's error, kept in a
// string, gets no fix; the standard library's gets one.
func moveItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if err := query(id); err != nil {
		detail := err.Error()
		panic("cannot move " + id + ": " + detail) // want `tool "move_item" calls panic`
	}
	if _, err := os.Stat(id); err != nil {
		panic("no item file: " + err.Error()) // want `tool "move_item" calls panic`
	}
	return mcp.NewToolResultText("moved"), nil
}

// sortItems panics with a format: the words are kept, the error logged.
func sortItems(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	order := req.GetString("order", "")
	if err := query(order); err != nil {
		panic(fmt.Sprintf("cannot sort by %s: %v", order, err)) // want `tool "sort_items" calls panic`
	}
	return mcp.NewToolResultText("sorted"), nil
}
