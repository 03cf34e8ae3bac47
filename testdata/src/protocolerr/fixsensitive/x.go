// Package fixsensitive is a records MCP server on mcp-go that declares a
// source of sensitive error text: the fixture of the protocolerr fix that
// shows the model no such text.
package fixsensitive

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// conn is the database connection.
var conn interface{ Exec(q string) error }

// query runs a query; its errors name tables and hosts.
//
//toolerr:sensitive
func query(q string) error { return conn.Exec(q) }

// lookup passes on query's error: its text may be sensitive too.
func lookup(id string) error { return query("select " + id) }

func newServer() *server.MCPServer {
	s := server.NewMCPServer("records", "1.0.0")
	s.AddTool(mcp.NewTool("get_record"), getRecord)
	return s
}

func getRecord(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		// The framework's error: its text is shown.
		return nil, err // want `tool "get_record" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	if err := query(id); err != nil {
		// The words before the sensitive error are kept, the error not.
		return nil, fmt.Errorf("query %s failed: %w", id, err) // want `tool "get_record" returns a wrapped error from downstream call query as a protocol error \(-32603\)`
	}
	if err := lookup(id); err != nil {
		// No fix: the program's own function may pass a sensitive error on.
		return nil, err // want `tool "get_record" returns an error from downstream call lookup as a protocol error \(-32603\)`
	}
	if _, err := os.Stat(id); err != nil {
		// The standard library's error calls nothing of the program's.
		return nil, err // want `tool "get_record" returns an error from downstream call os.Stat as a protocol error \(-32603\)`
	}
	if id == "" {
		return nil, errors.New("id must not be empty") // want `tool "get_record" returns an error built in place as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(id), nil
}
