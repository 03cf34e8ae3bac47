// Package fixgomcp is a bookmarks server on go-mcp: the fixtures of the
// nilresult suggested fix.
package fixgomcp

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

var marks = map[string]string{}

func newServer() *server.Server {
	s, _ := server.NewServer(nil)
	register(s)
	return s
}

func register(s *server.Server) {
	s.RegisterTool(&protocol.Tool{Name: "get_bookmark"}, getBookmark)
	s.RegisterTool(&protocol.Tool{Name: "drop_bookmark"}, dropBookmark)
}

// getBookmark: a guard's return becomes an isError result.
func getBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	id, _ := req.Arguments["id"].(string)
	url, ok := marks[id]
	if !ok {
		return nil, nil // want `tool "get_bookmark" returns a nil result and a nil error`
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: url}}, false), nil
}

// dropBookmark: the last return is the handler's only success.
func dropBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	id, ok := req.Arguments["id"].(string)
	if !ok {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: "id must be a string"}}, true), nil
	}
	delete(marks, id)
	return nil, nil // want `tool "drop_bookmark" returns a nil result and a nil error`
}
