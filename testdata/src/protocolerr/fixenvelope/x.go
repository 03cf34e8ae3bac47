// Package fixenvelope is a ticket MCP server on mcp-go whose program
// declares a code set, an envelope and a stamp (toolerrs/errs), and whose
// handler fails with an envelope as a protocol error: the fix returns the
// envelope made a result by the program's own function of one, failure,
// which keeps its code and stamps it.
package fixenvelope

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	return s
}

// failure returns the isError result of env, stamped.
func failure(ctx context.Context, env *errs.ToolError) *mcp.CallToolResult {
	res := mcp.NewToolResultError(env.Error())
	res.StructuredContent = env
	return errs.Stamp(ctx, res)
}

func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch id := req.GetString("id", ""); id {
	case "":
		return failure(ctx, &errs.ToolError{Code: errs.InvalidArgument, Message: "id is required"}), nil
	case "0":
		return nil, &errs.ToolError{Code: errs.NotFound, Message: "no ticket 0"} // want `tool "get_ticket" returns .* as a protocol error`
	case "-":
		// No fix: the envelope has no code, and nothing declares which
		// one the failure carries.
		return nil, &errs.ToolError{Message: "the store is down"} // want `tool "get_ticket" returns .* as a protocol error`
	}
	return mcp.NewToolResultText("ticket"), nil
}
