// Package flagged is a server whose codes and envelope come from a
// third-party package, declared with -codes and -envelope: the closedcodes
// fixtures for the flag twins of the directives, and for an integer code
// type.
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
	switch seat {
	case "":
		return mcp.NewToolResultError("seat is required"), nil // want `tool "book_seat" returns an error result without a declared error code`
	case "13":
		return failed(problem.Kind(13), "there is no row 13"), nil // want `13 is not one of the codes declared by problem.Kind \(2, 1, 3\); use one of its constants`
	case "exit":
		return failed(4, "exit rows need a briefing"), nil // want `4 is not one of the codes declared by problem.Kind`
	case "taken":
		// Not reported: a declared constant, through a coded helper of
		// this package.
		return failed(problem.KindConflict, "seat "+seat+" is taken"), nil
	case "gone":
		return failed(problem.KindNotFound, "no seat "+seat), nil // want `tool "book_seat" returns code "1", which is not among the codes it declares \(2\)`
	}
	return mcp.NewToolResultText("booked " + seat), nil
}

// failed returns an isError result whose envelope, a problem.Detail, has
// its code set.
func failed(kind problem.Kind, title string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError:           true,
		Content:           []mcp.Content{mcp.NewTextContent(title)},
		StructuredContent: &problem.Detail{Kind: kind, Title: title},
	}
}
