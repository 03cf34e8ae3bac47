package fix

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newErrorfServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("find_ticket"), findTicketText)
	return s
}

// findTicketText declares the one code it fails with, and builds its
// error results with mcp.NewToolResultErrorf: the message is the format
// made text as fmt.Sprintf makes it, or the format alone where it has
// no verb and no operand. A format with a verb and no operand would read
// otherwise: no fix.
//
//toolerr:returns not_found
func findTicketText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	switch id {
	case "":
		return mcp.NewToolResultErrorf("no ticket"), nil // want `tool "find_ticket" returns an error result without a declared error code`
	case "0":
		return mcp.NewToolResultErrorf("no ticket %s in %d", id, 2026), nil // want `tool "find_ticket" returns an error result without a declared error code`
	case "%":
		return mcp.NewToolResultErrorf("100% of tickets"), nil // want `tool "find_ticket" returns an error result without a declared error code`
	}
	return mcp.NewToolResultText(fmt.Sprint(id)), nil
}

var _ = []any{errs.NotFound, respond.Fail}
