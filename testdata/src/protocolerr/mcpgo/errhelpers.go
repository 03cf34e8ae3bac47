package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Helpers that build the errors handlers return: a message names what the
// failure came from, not the helper.

// toolErrorf builds an error in place, whatever it is given.
func toolErrorf(format string, args ...any) error {
	return fmt.Errorf(format, args...)
}

// annotate wraps the failure it is given.
func annotate(msg string, err error) error {
	return fmt.Errorf("%s: %w", msg, err)
}

// failWith answers with the failure it is given, unchanged: the finding is
// at its return, which the handler passes on, naming what the handler
// handed it.
func failWith(err error) (*mcp.CallToolResult, error) {
	return nil, err // want `tool "rename_repo" returns an error from downstream call Client.GetReadme as a protocol error`
}

func registerErrHelpers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename_repo"), handleRenameRepo)
}

func handleRenameRepo(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ctx.Err(); err != nil {
		// Not reported: a cancellation, annotated.
		return nil, annotate("renaming", err)
	}
	repo, err := request.RequireString("repo")
	if err != nil {
		return nil, annotate("repo", err) // want `tool "rename_repo" returns a wrapped argument-binding failure from RequireString as a protocol error`
	}
	if repo == "" {
		return nil, toolErrorf("repo %q is empty", repo) // want `tool "rename_repo" returns an error built by toolErrorf as a protocol error`
	}
	body, err := tracker.GetReadme(ctx, repo)
	if err != nil {
		return failWith(err)
	}
	if body == "" {
		return nil, annotate("readme", fmt.Errorf("no readme")) // want `tool "rename_repo" returns a wrapped error built in place as a protocol error`
	}
	if err := cache.Ping(ctx); err != nil {
		// Not reported: declared infrastructure, annotated.
		return nil, annotate("tracker", err)
	}
	return mcp.NewToolResultText(body), nil
}
