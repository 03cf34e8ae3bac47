package mcpgo

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerPrompts registers the prompts and resources; their handlers are
// not tool handlers, so their errors are not reported.
func registerPrompts(s *server.MCPServer) {
	s.AddPrompt(mcp.Prompt{Name: "triage"}, func(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		repo := request.Params.Arguments["repo"]
		if repo == "" {
			// Not reported: a prompt handler.
			return nil, errors.New("repo argument is required")
		}
		return &mcp.GetPromptResult{Messages: []mcp.PromptMessage{{
			Role:    mcp.RoleUser,
			Content: mcp.NewTextContent("Triage the open issues of " + repo),
		}}}, nil
	})
	s.AddResource(mcp.Resource{URI: "tracker://labels", Name: "labels"}, readLabels)
}

func readLabels(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	data, err := os.ReadFile("/etc/tracker/labels.json")
	if err != nil {
		// Not reported: a resource handler.
		return nil, err
	}
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: request.Params.URI, Text: string(data)}}, nil
}
