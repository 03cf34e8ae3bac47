// Package undeclared is a server whose program declares no envelope and
// no code set. Not reported: its own error-looking struct is just a type.
package undeclared

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Failure looks like an envelope, but no directive or flag declares it
// one.
type Failure struct {
	Code, Message string
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("shipping", "1.0.0")
	s.AddTool(mcp.NewTool("track_parcel"), trackParcel)
	return s
}

func trackParcel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultStructured(Failure{Code: "invalid_argument", Message: "id is required"}, "id is required"), nil
	}
	return mcp.NewToolResultText("in transit"), nil
}
