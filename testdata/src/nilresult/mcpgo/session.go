package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerSessionTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("session_id"), handleSessionID)
}

// handleSessionID guards against a session mcp-go always provides during a
// tool call: the branch for its absence never runs.
func handleSessionID(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	session := server.ClientSessionFromContext(ctx)
	if session == nil {
		return nil, nil // Not reported: never runs.
	}
	if session.SessionID() == "" {
		return nil, nil // want `tool "session_id" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText(session.SessionID()), nil
}
