// Package fix is a ticket MCP server on mcp-go whose program declares a
// code set and a stamp (toolerrs/errs): the fixture of the closedcodes
// fix, which provenance shares where it reports the same return.
package fix

import (
	"context"

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
// result with respond.Fail, the coded constructor that also stamps.
//
//toolerr:returns not_found
func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("no ticket"), nil // want `tool "get_ticket" returns an error result without a declared error code`
	}
	if id == "0" {
		return respond.Oops("no ticket 0"), nil // want `tool "get_ticket" returns an error result without a declared error code`
	}
	if id == "1" {
		// Stamped already: built anew with the constructor that stamps.
		return errs.Stamp(ctx, mcp.NewToolResultError("no ticket 1")), nil // want `tool "get_ticket" returns an error result without a declared error code`
	}
	return mcp.NewToolResultText(id), nil
}

// closeTicket declares no code: which code its failure carries is not
// certain, and the fix does not guess it.
func closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required"), nil // want `tool "close_ticket" returns an error result without a declared error code`
	}
	return respond.Fail(ctx, errs.NotFound, "no ticket"), nil
}
