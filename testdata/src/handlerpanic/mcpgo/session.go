package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerSessionTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("session_id"), handleSessionID)
}

// handleSessionID uses the session mcp-go always provides during a tool
// call without a check.
func handleSessionID(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	session := server.ClientSessionFromContext(ctx)
	// Not reported: the session is never nil here.
	return mcp.NewToolResultText(session.SessionID()), nil
}
