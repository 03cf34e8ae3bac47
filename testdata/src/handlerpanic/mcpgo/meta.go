package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The request's Params.Meta is nil on a call without _meta, which is most
// calls: a client sends it when it wants progress notifications.
func registerMeta(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("long_running"), handleLongRunning)
	s.AddTool(mcp.NewTool("progress_inline"), handleProgressInline)
	s.AddTool(mcp.NewTool("progress_helper"), handleProgressHelper)
	s.AddTool(mcp.NewTool("progress_guarded"), handleProgressGuarded)
	s.AddTool(mcp.NewTool("progress_and"), handleProgressAnd)
	s.AddTool(mcp.NewTool("progress_early"), handleProgressEarly)
	s.AddTool(mcp.NewTool("progress_default"), handleProgressDefault)
	s.AddTool(mcp.NewTool("progress_pass"), handleProgressPass)
}

func handleLongRunning(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	progressToken := request.Params.Meta.ProgressToken // want `tool "long_running" reads request.Params.Meta.ProgressToken, but request.Params.Meta is nil on a call without _meta, which crashes the server; check it for nil first`
	sendProgress(ctx, progressToken)
	return mcp.NewToolResultText("done"), nil
}

func handleProgressInline(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sendProgress(ctx, map[string]any{"progressToken": request.Params.Meta.ProgressToken}) // want `tool "progress_inline" reads request.Params.Meta.ProgressToken`
	return mcp.NewToolResultText("done"), nil
}

func handleProgressHelper(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	report(ctx, request)
	return mcp.NewToolResultText("done"), nil
}

// report is on the tool's path: the handler hands it the request.
func report(ctx context.Context, request mcp.CallToolRequest) {
	sendProgress(ctx, request.Params.Meta.AdditionalFields) // want `tool "progress_helper" reads request.Params.Meta.AdditionalFields`
}

// Not reported: each checks Meta for nil first, or sets it.

func handleProgressGuarded(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var progressToken mcp.ProgressToken
	if request.Params.Meta != nil {
		progressToken = request.Params.Meta.ProgressToken
	}
	sendProgress(ctx, progressToken)
	return mcp.NewToolResultText("done"), nil
}

func handleProgressAnd(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.Params.Meta != nil && request.Params.Meta.ProgressToken != nil {
		sendProgress(ctx, request.Params.Meta.ProgressToken)
	}
	return mcp.NewToolResultText("done"), nil
}

func handleProgressEarly(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.Params.Meta == nil {
		return mcp.NewToolResultText("done, without progress"), nil
	}
	sendProgress(ctx, request.Params.Meta.ProgressToken)
	return mcp.NewToolResultText("done"), nil
}

func handleProgressDefault(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	request.Params.Meta = &mcp.Meta{}
	sendProgress(ctx, request.Params.Meta.ProgressToken)
	return mcp.NewToolResultText("done"), nil
}

// handleProgressPass reads Meta itself, not through it.
func handleProgressPass(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	meta := request.Params.Meta
	sendProgress(ctx, meta)
	return mcp.NewToolResultText("done"), nil
}

func sendProgress(ctx context.Context, token any) {}
