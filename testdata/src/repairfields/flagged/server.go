// Package flagged is a server whose codes and envelope come from a
// third-party package, declared with -codes and -envelope, and what its
// codes require with -requires: the repairfields fixtures for the flag
// twins of the directives, and for an integer code type.
package flagged

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/toolkit/problem"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("seats", "1.0.0")
	s.AddTool(mcp.NewTool("hold_seat"), holdSeat)
	return s
}

func holdSeat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch seat := req.GetString("seat", ""); seat {
	case "down":
		return failed(&problem.Detail{Kind: problem.KindUnavailable, Title: "holds are down"}), nil // want `error envelope problem.Detail with code "3" does not set Trace; problem.KindUnavailable requires Trace`
	case "slow":
		// Not reported: the trace is set.
		return failed(&problem.Detail{Kind: problem.KindUnavailable, Title: "holds are slow", Trace: "t-1"}), nil
	case "taken":
		// Not reported: a code that requires nothing.
		return failed(&problem.Detail{Kind: problem.KindConflict, Title: "seat " + seat + " is taken"}), nil
	}
	return mcp.NewToolResultText("held"), nil
}

func failed(d *problem.Detail) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(d.Title)}, StructuredContent: d}
}
