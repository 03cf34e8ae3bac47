// Package flagged is a server whose provenance stamp, problem.Annotate,
// comes from a third-party package and is declared with -provenance: the
// provenance fixtures for the flag twin of the directive.
package flagged

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/toolkit/problem"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("seats", "1.0.0")
	s.AddTool(mcp.NewTool("book_seat"), bookSeat)
	return s
}

func bookSeat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	seat := req.GetString("seat", "")
	if seat == "" {
		return mcp.NewToolResultError("seat is required"), nil // want `tool "book_seat" returns an error result that no provenance stamp has marked`
	}
	if seat == "13" {
		// Not reported: the result passed through the flagged stamp.
		return problem.Annotate(ctx, mcp.NewToolResultError("there is no row 13")), nil
	}
	return mcp.NewToolResultText("booked"), nil
}
