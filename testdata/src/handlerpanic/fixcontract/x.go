// Package fixcontract is a ticket server on mcp-go whose program declares
// a code set and a stamp (toolerrs/errs): the handlerpanic fix writes its
// isError result in the project's contract, or not at all.
package fixcontract

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
// error result with respond.Fail, which codes and stamps it.
//
//toolerr:returns invalid_argument
func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetArguments()["id"].(string) // want `tool "get_ticket" asserts an argument value to string without checking`
	if id == "" {
		return respond.Fail(ctx, errs.InvalidArgument, "id is empty"), nil
	}
	return respond.Fail(ctx, errs.InvalidArgument, "no ticket "+id), nil
}

// closeTicket declares no code: which one its failure carries is not
// certain, and no fix guesses it.
func closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetArguments()["id"].(string) // want `tool "close_ticket" asserts an argument value to string without checking`
	return mcp.NewToolResultText("closed " + id), nil
}
