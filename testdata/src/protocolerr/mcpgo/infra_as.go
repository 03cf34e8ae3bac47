package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// handleTrackerStatus passes on the outage errors.As found: its type is
// declared infrastructure, whichever call the error came from.
func handleTrackerStatus(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := tracker.GetIssue(ctx, "tools", 1)
	var down *UnavailableError
	if errors.As(err, &down) {
		return nil, down
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("up"), nil
}

// handleTrackerIssue finds the outage the same way, but returns the
// downstream error it was found in, whatever else that error is.
func handleTrackerIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := tracker.GetIssue(ctx, "tools", 1)
	var down *UnavailableError
	if errors.As(err, &down) {
		return nil, err // want `tool "tracker_issue" returns an error from downstream call Client.GetIssue as a protocol error`
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
