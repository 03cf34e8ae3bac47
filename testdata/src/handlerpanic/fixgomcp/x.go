// Package fixgomcp is a bookmarks server on go-mcp: the fixtures of the
// handlerpanic suggested fix.
package fixgomcp

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

func newServer() *server.Server {
	s, _ := server.NewServer(nil)
	s.RegisterTool(&protocol.Tool{Name: "bookmark_title"}, title)
	return s
}

func title(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	id := req.Arguments["id"].(string) // want `tool "bookmark_title" asserts an argument value to string without checking`
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: id}}, false), nil
}
