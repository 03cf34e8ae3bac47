package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// IssueTools serves the tools that change issues.
type IssueTools struct {
	client *Client
}

func (t *IssueTools) CloseIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	number, err := request.RequireInt("number")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := t.client.CloseIssue(ctx, repo, number); err != nil {
		return nil, err // want `tool "close_issue" returns an error from downstream call Client.CloseIssue as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(fmt.Sprintf("closed #%d", number)), nil
}

// ListLabels is registered under a name from the configuration, so the tool
// name is not known statically.
func (t *IssueTools) ListLabels(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		return nil, err // want `handler IssueTools.ListLabels returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	labels, err := t.client.Labels(ctx, repo)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot list labels", err), nil
	}
	return mcp.NewToolResultText(strings.Join(labels, ", ")), nil
}

// Upstream forwards tool calls to another MCP server.
type Upstream struct {
	endpoint string
}

// CallTool forwards one tool call upstream. It has a handler's signature but
// is a client: HandleSearchCode calls it and handles its error.
func (u *Upstream) CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if u.endpoint == "" {
		// Not reported: CallTool is not a handler.
		return nil, errors.New("upstream endpoint not configured")
	}
	return mcp.NewToolResultText("upstream answer for " + request.Params.Name), nil
}

var codeSearch = &Upstream{endpoint: "https://search.example.com/mcp"}

// HandleSearchCode is registered by the gateway package; here it is never
// called, so it is taken as a handler.
func HandleSearchCode(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query, err := request.RequireString("query")
	if err != nil {
		return nil, err // want `handler HandleSearchCode returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	if strings.TrimSpace(query) == "" {
		return nil, errors.New("query must not be blank") // want `handler HandleSearchCode returns an error built in place as a protocol error \(-32603\)`
	}
	res, err := codeSearch.CallTool(ctx, request)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("code search is unavailable", err), nil
	}
	return res, nil
}

// cachedResult returns the result of an identical earlier call, if any. It
// has a handler's signature but is a helper whose result its caller inspects.
func cachedResult(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.Params.Name == "" {
		// Not reported: cachedResult is not a handler.
		return nil, fmt.Errorf("uncacheable call")
	}
	return nil, nil
}

// HandleRecentActivity is registered by the gateway package.
func HandleRecentActivity(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res, err := cachedResult(ctx, request); err == nil && res != nil {
		return res, nil
	}
	return mcp.NewToolResultStructuredOnly(map[string]any{"events": []string{}}), nil
}

// registerRenamed exposes the label tools under names the operator chose.
func registerRenamed(s *server.MCPServer, tools *IssueTools, names map[string]string) {
	s.AddTool(mcp.NewTool(names["labels"]), tools.ListLabels)
}
