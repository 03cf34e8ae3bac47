package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// readmeResult fetches a README and renders it as a tool result; the
// get_readme handler returns its result unchanged, so its returns are the
// handler's.
func readmeResult(ctx context.Context, repo string) (*mcp.CallToolResult, error) {
	body, err := tracker.GetReadme(ctx, repo)
	if err != nil {
		return nil, err // want `tool "get_readme" returns an error from downstream call Client.GetReadme as a protocol error \(-32603\)`
	}
	if body == "" {
		return mcp.NewToolResultError("repository has no README"), nil
	}
	return mcp.NewToolResultText(body), nil
}

// invalidArgument answers a bad argument with an isError result.
func invalidArgument(err error) (*mcp.CallToolResult, error) {
	// Not reported: an isError result.
	return mcp.NewToolResultErrorFromErr("invalid argument", err), nil
}

func handleGetReadme(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		return invalidArgument(err)
	}
	// The finding is at readmeResult's return.
	return readmeResult(ctx, repo)
}
