// Package flagged is a server whose envelope, problem.Detail, comes from a
// third-party package and is declared with -envelope: the silenterror
// fixtures for the flag twin of the directive.
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
		return mcp.NewToolResultStructuredOnly(&problem.Detail{Kind: problem.KindNotFound, Title: "seat is required"}), nil // want `tool "book_seat" returns a success result carrying an error envelope`
	}
	if seat == "13" {
		// Not reported: the envelope, in a result marked isError.
		res := mcp.NewToolResultStructuredOnly(&problem.Detail{Kind: problem.KindNotFound, Title: "no row 13"})
		res.IsError = true
		return res, nil
	}
	return mcp.NewToolResultText("booked " + seat), nil
}
