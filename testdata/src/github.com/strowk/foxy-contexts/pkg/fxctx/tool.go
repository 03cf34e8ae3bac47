// Package fxctx is a test stub of github.com/strowk/foxy-contexts/pkg/fxctx
// as of v0.1.0-beta.6.
//
// It declares only what the fixtures use, with the real signatures and type
// structure, so that the analyzers see the same types as in a real build.
package fxctx

import (
	"context"

	"github.com/strowk/foxy-contexts/pkg/mcp"
)

// Tool is a tool the tool mux serves.
type Tool interface {
	GetMcpTool() *mcp.Tool
	Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult
}

type tool struct {
	mcpTool  *mcp.Tool
	callback func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult
}

func (t *tool) GetMcpTool() *mcp.Tool { return t.mcpTool }

func (t *tool) Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	return t.callback(ctx, args)
}

// NewTool makes a tool of its definition and the callback that runs it.
func NewTool(
	mcpTool *mcp.Tool,
	callback func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult) Tool {
	return &tool{mcpTool: mcpTool, callback: callback}
}
