package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// makeCommentHandler returns the comment_issue handler bound to c.
func makeCommentHandler(c *Client) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := request.RequireString("body")
		if err != nil {
			return nil, err // want `tool "comment_issue" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
		}
		if len(body) > 65536 {
			return mcp.NewToolResultErrorf("comment is %d characters, over the 65536 limit", len(body)), nil
		}
		if err := c.Comment(ctx, request.GetString("repo", ""), request.GetInt("number", 0), body); err != nil {
			return nil, fmt.Errorf("post comment: %w", err) // want `tool "comment_issue" returns a wrapped error from downstream call Client.Comment as a protocol error \(-32603\)`
		}
		return mcp.NewToolResultText("commented"), nil
	}
}

// NewDeleteCommentHandler returns the delete_comment handler; the admin
// server registers it. Nothing in this package uses it, and the package
// is no program: it is judged as if registered, and named so.
func NewDeleteCommentHandler(c *Client) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := request.RequireInt("comment_id")
		if err != nil {
			return nil, err // want `handler in NewDeleteCommentHandler \(judged as if registered: nothing the serving package is built from uses NewDeleteCommentHandler\) returns an argument-binding failure from RequireInt as a protocol error \(-32603\)`
		}
		if err := c.DeleteComment(ctx, request.GetString("repo", ""), id); err != nil {
			return mcp.NewToolResultErrorFromErr("cannot delete comment", err), nil
		}
		return mcp.NewToolResultText("deleted"), nil
	}
}

// registerWatchTools registers a handler held in a local variable.
func registerWatchTools(s *server.MCPServer, c *Client) {
	watch := func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		repo, err := request.RequireString("repo")
		if err != nil {
			return nil, err // want `tool "watch_repo" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
		}
		if err := ctx.Err(); err != nil {
			// Not reported: cancellation.
			return nil, err
		}
		return mcp.NewToolResultText("watching " + repo), nil
	}
	s.AddTool(mcp.NewTool("watch_repo", mcp.WithString("repo", mcp.Required())), watch)
}

// DisabledTool returns a handler that answers every call with the reason the
// tool is switched off; deployments register it in place of a real tool.
func DisabledTool(reason error) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, reason // want `handler in DisabledTool \(judged as if registered: nothing the serving package is built from uses DisabledTool\) returns an error as a protocol error \(-32603\)`
	}
}

// ListLabelsTool returns the tool and its handler together, as servers that
// keep each tool's definition beside its code do: the tool's name is the
// handler's.
func ListLabelsTool(c *Client) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("list_labels", mcp.WithString("repo", mcp.Required())),
		func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			repo, err := request.RequireString("repo")
			if err != nil {
				return nil, err // want `tool "list_labels" \(judged as if registered: nothing the serving package is built from uses ListLabelsTool\) returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
			}
			return mcp.NewToolResultText(repo), nil
		}
}
