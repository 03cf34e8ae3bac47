// Package fixsensitive is a records MCP server on mcp-go that declares a
// source of sensitive error text: the fixture of the protocolerr fix that
// shows the model no such text, and logs it for the operator instead.
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

// lookup passes on query's error: its text is sensitive too.
func lookup(id string) error { return query("select " + id) }

// validate calls nothing sensitive: its errors' text may be shown.
func validate(id string) error {
	if len(id) > 64 {
		return fmt.Errorf("id has %d characters; the limit is 64", len(id))
	}
	return nil
}

// annotate wraps an error in words of its own.
func annotate(err error) error { return fmt.Errorf("records: %w", err) }

func newServer() *server.MCPServer {
	s := server.NewMCPServer("records", "1.0.0")
	s.AddTool(mcp.NewTool("get_record"), getRecord)
	s.AddTool(mcp.NewTool("put_record"), putRecord)
	return s
}

func getRecord(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		// The framework's error: its text is shown.
		return nil, err // want `tool "get_record" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	if err := validate(id); err != nil {
		// The program's helper is followed: nothing sensitive, its text is shown.
		return nil, err // want `tool "get_record" returns an error built by validate as a protocol error \(-32603\)`
	}
	if err := query(id); err != nil {
		// The words before the sensitive error are kept, the error is logged.
		return nil, fmt.Errorf("query %s failed: %w", id, err) // want `tool "get_record" returns a wrapped error from downstream call query as a protocol error \(-32603\)`
	}
	if err := lookup(id); err != nil {
		// A helper that passes a sensitive error on: a fixed message, the error logged.
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

// putRecord's sensitive errors cannot be logged mechanically: no fix.
func putRecord(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	err := query("insert " + id)
	if id == "" {
		// err may be nil here: no failure to log.
		return nil, err // want `tool "put_record" returns an error from downstream call query as a protocol error \(-32603\)`
	}
	if err != nil {
		// An operand the log call would evaluate a second time.
		return nil, fmt.Errorf("insert failed: %w", annotate(err)) // want `tool "put_record" returns a wrapped error as a protocol error \(-32603\)`
	}
	if err := lookup(id); err != nil {
		// The error's text in a string, which leaving out the errors keeps.
		detail := err.Error()
		return nil, fmt.Errorf("lookup of %s failed: %s", id, detail) // want `tool "put_record" returns an error built in place as a protocol error \(-32603\)`
	}
	if err := lookup(id); err != nil {
		// Built from the error's text in place: not a name a log call can take.
		return nil, errors.New("lookup failed: " + err.Error()) // want `tool "put_record" returns an error built in place as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(id), nil
}
