// Package many registers nine handlers on a server handed to it: more
// than a package above it looks up in turn among those it carries.
package many

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tool0"), tool0)
	s.AddTool(mcp.NewTool("tool1"), tool1)
	s.AddTool(mcp.NewTool("tool2"), tool2)
	s.AddTool(mcp.NewTool("tool3"), tool3)
	s.AddTool(mcp.NewTool("tool4"), tool4)
	s.AddTool(mcp.NewTool("tool5"), tool5)
	s.AddTool(mcp.NewTool("tool6"), tool6)
	s.AddTool(mcp.NewTool("tool7"), tool7)
	s.AddTool(mcp.NewTool("tool8"), tool8)
}

func tool0(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("0"), nil
}

func tool1(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("1"), nil
}

func tool2(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("2"), nil
}

func tool3(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("3"), nil
}

func tool4(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("4"), nil
}

func tool5(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("5"), nil
}

func tool6(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("6"), nil
}

func tool7(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("7"), nil
}

func tool8(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("8"), nil
}
