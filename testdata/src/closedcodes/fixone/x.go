// Package fixone is a ticket MCP server on mcp-go whose code set has one
// constant: every failure carries it, and the fix of a result without a
// code builds it with that code.
package fixone

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Code is the code of a failed call, of which there is one kind so far.
//
//toolerr:codes
type Code string

const Failed Code = "failed"

// fail returns an isError result carrying code.
func fail(code Code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(msg)
	res.StructuredContent = map[string]any{"code": code, "message": msg}
	return res
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	return s
}

func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool "get_ticket" returns an error result without a declared error code`
	}
	if id == "0" {
		return fail(Failed, "no ticket 0"), nil
	}
	return mcp.NewToolResultText(id), nil
}
