package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// ReopenIssueHandler builds the reopen_issue handler for a server package
// that registers it; this package never does, so only the closure's
// signature says it is a handler.
func ReopenIssueHandler(c *Client) func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		repo, err := request.RequireString("repo")
		if err != nil {
			return nil, err // want `handler in ReopenIssueHandler returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
		}
		if err := c.ReopenIssue(ctx, repo, request.GetInt("number", 0)); err != nil {
			return mcp.NewToolResultErrorFromErr("cannot reopen", err), nil
		}
		return mcp.NewToolResultText("reopened"), nil
	}
}

// CallWithRetry runs a handler-shaped closure twice; the closure is a local
// helper the function calls, not a handler.
func CallWithRetry(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	attempt := func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if request.Params.Name == "" {
			// Not reported here: attempt is a helper; its error reaches the
			// caller's return, which names it.
			return nil, errors.New("no tool name")
		}
		return mcp.NewToolResultText("ok"), nil
	}
	res, err := attempt(ctx, request)
	if err != nil {
		res, err = attempt(ctx, request)
	}
	return res, err // want `handler CallWithRetry returns an error from downstream call attempt as a protocol error \(-32603\)`
}

// LockedHandler answers every call with the reason the tracker is locked,
// an error its factory built and the closure captured.
func LockedHandler(reason string) func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	errLocked := errors.New("tracker is locked: " + reason)
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if ctx.Err() != nil {
			// Not reported: cancellation.
			return nil, ctx.Err()
		}
		return nil, errLocked // want `handler in LockedHandler returns an error built in place as a protocol error \(-32603\)`
	}
}
