package server

import "github.com/mark3labs/mcp-go/mcp"

// AddSessionTool registers a tool for one client session only.
func (s *MCPServer) AddSessionTool(sessionID string, tool mcp.Tool, handler ToolHandlerFunc) error {
	return s.AddSessionTools(sessionID, ServerTool{Tool: tool, Handler: handler})
}

// AddSessionTools registers tools for one client session only.
func (s *MCPServer) AddSessionTools(sessionID string, tools ...ServerTool) error {
	return nil
}
