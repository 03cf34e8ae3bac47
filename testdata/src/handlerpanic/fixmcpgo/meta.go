package fixmcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerProgress(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("reindex"), reindex)
}

// reindex: a declaration that reads through Meta becomes a guarded
// assignment; a read in a call's operand has no fix.
func reindex(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	progressToken := request.Params.Meta.ProgressToken // want `tool "reindex" reads request.Params.Meta.ProgressToken, but request.Params.Meta is nil on a call without _meta`
	progress(ctx, progressToken)
	if request.GetArguments() != nil {
		fields := request.Params.Meta.AdditionalFields // want `tool "reindex" reads request.Params.Meta.AdditionalFields`
		progress(ctx, fields)
	}
	progress(ctx, request.Params.Meta.ProgressToken) // want `tool "reindex" reads request.Params.Meta.ProgressToken`
	return mcp.NewToolResultText("reindexed"), nil
}

func progress(ctx context.Context, token any) {}
