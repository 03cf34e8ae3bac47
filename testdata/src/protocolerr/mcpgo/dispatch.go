package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// One handler serves several tools and branches on the called tool's
// name: a return inside a branch is named by its tool, one shared by
// several tools by the handler and its tools.

func registerDispatch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lock_issue"), dispatchIssue)
	s.AddTool(mcp.NewTool("unlock_issue"), dispatchIssue)
	s.AddTool(mcp.NewTool("pin_issue"), dispatchIssue)
	s.AddTool(mcp.NewTool("mute_issue"), muteIssue)
	s.AddTool(mcp.NewTool("silence_issue"), muteIssue)
}

func dispatchIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := request.Params.Name
	switch request.Params.Name {
	case "lock_issue":
		return nil, errors.New("issue is locked already") // want `tool "lock_issue" returns an error built in place`
	case "unlock_issue":
		// Not reported: an isError result.
		return mcp.NewToolResultError("issue is not locked"), nil
	}
	if name == "pin_issue" {
		return nil, errors.New("too many pinned issues") // want `tool "pin_issue" returns an error built in place`
	}
	return nil, fmt.Errorf("unknown tool %q", name) // want `handler dispatchIssue \(tools "lock_issue", "pin_issue" and "unlock_issue"\) returns an error built in place`
}

func muteIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.Params.Name == "silence_issue" {
		// Not reported: an isError result.
		return mcp.NewToolResultError("silence_issue is deprecated"), nil
	}
	return nil, errors.New("muting is off") // want `handler muteIssue \(tools "mute_issue" and "silence_issue"\) returns an error built in place`
}
