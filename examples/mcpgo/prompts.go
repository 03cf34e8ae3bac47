package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// triagePrompt is a prompt handler. A prompt that cannot be built is a
// protocol error by design, so its errors are not reported.
func (t *tracker) triagePrompt(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	id := request.Params.Arguments["id"]
	issue, err := t.issues.Get(id)
	if err != nil {
		return nil, fmt.Errorf("triage %s: %w", id, err)
	}
	return mcp.NewGetPromptResult("Triage "+id, []mcp.PromptMessage{
		mcp.NewPromptMessage(mcp.RoleUser, mcp.NewTextContent("Suggest labels and an owner for this issue:\n\n"+issue.String())),
	}), nil
}

// openIssues is a resource handler; like prompt handlers, it is not a tool
// handler and its errors are not reported.
func (t *tracker) openIssues(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	issues, err := t.issues.List(true)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(issues)
	if err != nil {
		return nil, err
	}
	return []mcp.ResourceContents{
		mcp.TextResourceContents{URI: request.Params.URI, MIMEType: "application/json", Text: string(data)},
	}, nil
}
