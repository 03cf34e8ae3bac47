// Package fixcontract is a ticket MCP server on mcp-go whose program
// declares a code set and a stamp (toolerrs/errs): the fixture of the
// protocolerr fix written in the project's contract.
package fixcontract

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	s.AddTool(mcp.NewTool("close_ticket"), closeTicket)
	s.AddTool(mcp.NewTool("reopen_ticket"), reopenTicket)
	return s
}

// getTicket declares the one code it fails with: the fix builds its
// error result with respond.Fail, the coded constructor that also stamps,
// and that code.
//
//toolerr:returns not_found
func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("no ticket") // want `tool "get_ticket" returns an error built in place as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(id), nil
}

// closeTicket declares no code: which one its failures carry is not
// certain, and no fix guesses it.
func closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return nil, err // want `tool "close_ticket" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	return respond.Fail(ctx, errs.NotFound, "no ticket "+id), nil
}

// db is the ticket database.
var db interface{ Exec(q string) error }

// tickets looks a ticket up; its errors name the database's tables.
//
//toolerr:sensitive
func tickets(id string) error { return db.Exec("select " + id) }

// reopenTicket declares its code: the fix builds the result in the
// contract, with the words before the database's error, and logs the
// error.
//
//toolerr:returns not_found
func reopenTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if err := tickets(id); err != nil {
		return nil, fmt.Errorf("no ticket %s: %w", id, err) // want `tool "reopen_ticket" returns a wrapped error from downstream call tickets as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(id), nil
}
