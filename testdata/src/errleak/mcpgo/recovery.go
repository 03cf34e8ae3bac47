package mcpgo

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A recovery middleware applied at registration answers for every tool it
// wraps: the finding names them all.

func registerRecovered(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("count_items"), withPanicText(handleCountItems))
	s.AddTool(mcp.NewTool("rename_item"), withPanicText(handleRenameItem))
	s.AddTool(mcp.NewTool("drop_item"), withQuietRecovery(handleRenameItem))
}

func handleCountItems(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("42"), nil
}

func handleRenameItem(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("renamed"), nil
}

func withPanicText(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				result = mcp.NewToolResultError(fmt.Sprintf("crashed: %v", r)) // want `handler in withPanicText \(tools "count_items" and "rename_item"\) puts the text of a recovered panic value into an error result the model reads`
			}
		}()
		return next(ctx, request)
	}
}

func withQuietRecovery(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				// Not reported: the panic is logged, the model gets a
				// fixed message.
				log.Printf("drop_item crashed: %v", r)
				result = mcp.NewToolResultError("the tool crashed; the server logged why")
			}
		}()
		return next(ctx, request)
	}
}
