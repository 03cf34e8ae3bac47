// Package fixtrpc is a bookmarks server on trpc-mcp-go: the fixtures of
// the handlerpanic suggested fix.
package fixtrpc

import (
	"context"
	"strings"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

func newServer() *mcp.Server {
	s := mcp.NewServer("bookmarks", "1.0.0")
	s.RegisterTool(mcp.NewTool("add_bookmark"), add)
	return s
}

func add(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url := strings.TrimSpace(req.Params.Arguments["url"].(string)) // want `tool "add_bookmark" asserts an argument value to string without checking`
	return mcp.NewTextResult(url), nil
}
