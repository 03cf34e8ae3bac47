// Package tools registers a tool whose handler comes from a factory, as
// github-mcp-server's do.
package tools

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register registers the package's tools on s.
func Register(s *server.MCPServer) {
	s.AddTool(IssueRead(fetchIssue))
}

func fetchIssue(ctx context.Context, n int) (string, error) {
	return "", errors.New("not found")
}

// IssueRead returns the issue_read tool, its issues fetched by fetch.
func IssueRead(fetch func(context.Context, int) (string, error)) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("issue_read"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := req.GetInt("number", 0)
		if n == 0 {
			return nil, errors.New("missing issue number") // expect protocolerr
		}
		issue, err := fetch(ctx, n)
		if err != nil {
			return nil, fmt.Errorf("failed to get issue: %w", err) // expect protocolerr
		}
		return mcp.NewToolResultText(issue), nil
	}
}
