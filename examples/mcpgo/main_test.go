package main

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The tests build a server of their own, with a mock that fails on
// purpose and a middleware that answers every error as a protocol error.
// What a test file registers, installs or declares is the tests' wiring:
// none of it is reported, and none of it changes what is reported of the
// tracker's own handlers, unless -test-handlers is given.
func TestTrackerServer(t *testing.T) {
	tr := &tracker{issues: newIssueStore(filepath.Join(t.TempDir(), "issues.json"))}
	s := server.NewMCPServer("issue-tracker-test", "0.0.0",
		server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
			return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				res, err := next(ctx, req)
				if err != nil {
					return nil, errors.New("tool failed")
				}
				return res, nil
			}
		}),
	)
	s.AddTool(mcp.NewTool("always_fails"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("mock failure")
	})
	s.AddTool(mcp.NewTool("get_issue"), tr.getIssue)

	var req mcp.CallToolRequest
	req.Params.Arguments = map[string]any{"id": "missing"}
	if _, err := tr.getIssue(t.Context(), req); err == nil {
		t.Error("getIssue found an issue in an empty store")
	}
}
