// Package fix is a ticket MCP server on mcp-go whose program declares a
// code set and a stamp (toolerrs/errs): the fixture of the provenance
// fix, which closedcodes shares where it reports the same return.
package fix

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	s.AddTool(mcp.NewTool("close_ticket"), closeTicket)
	return s
}

// getTicket declares no code: the fix passes its result through the one
// stamp that takes and returns a result, errs.Stamp.
func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want `tool "get_ticket" returns an error result that no provenance stamp has marked; pass it through the declared stamp`
	}
	return mcp.NewToolResultText(id), nil
}

// closeTicket gets no fix: a local ctx hides the handler's, which the
// stamp takes.
func closeTicket(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required"), nil // want `tool "close_ticket" returns an error result that no provenance stamp has marked; pass it through the declared stamp`
	}
	return mcp.NewToolResultText("closed"), nil
}

var _ = errs.NotFound
