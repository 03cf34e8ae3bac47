// Package fixhidden is a ticket MCP server whose only coded constructor
// that takes a message is unexported in another package: the missing
// code gets no fix, though the tool declares its one code.
package fixhidden

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"closedcodes/fixhidden/reply"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	return s
}

//toolerr:returns not_found
func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("no ticket"), nil // want `tool "get_ticket" returns an error result without a declared error code`
	}
	return mcp.NewToolResultText("ticket"), nil
}

var _ = reply.Broken
