// Package fixcontract is a ticket MCP server on mcp-go whose program
// declares a code set and a stamp (toolerrs/errs): the fixture of the
// protocolerr fix written in the project's contract.
package fixcontract

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	s.AddTool(mcp.NewTool("close_ticket"), closeTicket)
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
