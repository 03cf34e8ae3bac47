// Package mcpgo registers mcp-go handlers in the ways the handlers pass
// must find: a function, a method, a closure from a factory, and a typed
// handler; and holds a function of the raw shape that is no handler.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, st *store) {
	s.AddTool(mcp.NewTool("get_note"), getNote)
	s.AddTool(mcp.NewTool("list_notes"), st.list)
	s.AddTool(mcp.NewTool("count_notes"), counter(st))
	s.AddTool(mcp.NewTool("tag_note"), mcp.NewTypedToolHandler(tagNote))
	_ = helper(context.Background())
}

func getNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler getNote: mcp-go raw, tool "get_note"`
	return mcp.NewToolResultText("note"), nil
}

type store struct{}

func (st *store) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler store.list: mcp-go raw, tool "list_notes"`
	return mcp.NewToolResultText("notes"), nil
}

func counter(st *store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler in counter: mcp-go raw, tool "count_notes"`
		return mcp.NewToolResultText("3"), nil
	}
}

type tagArgs struct{ Tag string }

func tagNote(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) { // want `handler tagNote: mcp-go typed, tool "tag_note"`
	return mcp.NewToolResultText(args.Tag), nil
}

// helper has no handler's signature: it is called, not registered.
func helper(ctx context.Context) error { return ctx.Err() }
