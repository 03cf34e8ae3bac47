package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerPrompts registers a prompt and a resource; their handlers are not
// tool handlers.
func registerPrompts(s *server.MCPServer) {
	s.AddPrompt(mcp.Prompt{Name: "review_note"}, func(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		if request.Params.Arguments["id"] == "" {
			// Not reported: a prompt handler.
			return nil, nil
		}
		return &mcp.GetPromptResult{Messages: []mcp.PromptMessage{{Role: mcp.RoleUser, Content: mcp.NewTextContent("Review the note")}}}, nil
	})
	s.AddResource(mcp.Resource{URI: "notes://pinned", Name: "pinned"}, func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
		// Not reported: a resource handler.
		return nil, nil
	})
}
