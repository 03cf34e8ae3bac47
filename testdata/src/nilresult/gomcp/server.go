// Package gomcp is a bookmarks MCP server on ThinkInAIXYZ/go-mcp: the
// nilresult fixtures for its handlers, whose nil result the server sends
// as a null result.
package gomcp

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

var marks = map[string]string{}

func text(s string) []protocol.Content {
	return []protocol.Content{&protocol.TextContent{Type: "text", Text: s}}
}

func register(s *server.Server) {
	tool, _ := protocol.NewTool("get_bookmark", "Get a bookmark", struct{}{})
	s.RegisterTool(tool, handleGetBookmark)
	s.RegisterTool(&protocol.Tool{Name: "count_bookmarks"}, func(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
		if len(marks) == 0 {
			return nil, nil // want `tool "count_bookmarks" returns a nil result and a nil error, which the client receives as a null result; return a result`
		}
		return protocol.NewCallToolResult(text("some"), false), nil
	})
}

func handleGetBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	id, _ := req.Arguments["id"].(string)
	if err := ctx.Err(); err != nil {
		return nil, err // Not reported: a non-nil error.
	}
	url, ok := marks[id]
	if !ok {
		return nil, nil // want `tool "get_bookmark" returns a nil result and a nil error, which the client receives as a null result`
	}
	if url == "" {
		return protocol.NewCallToolResult(text("no url"), true), nil // Not reported: an isError result.
	}
	return protocol.NewCallToolResult(text(url), false), nil
}

// cached has a handler's signature but is a helper its caller checks.
func cached(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return nil, nil // Not reported: not a handler.
}

func handleCached(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if res, err := cached(ctx, req); err == nil && res != nil {
		return res, nil
	}
	return &protocol.CallToolResult{Content: text("fresh")}, nil
}

func registerCached(s *server.Server) {
	s.RegisterTool(&protocol.Tool{Name: "cached_bookmark"}, handleCached)
	s.RegisterPrompt("review", func(ctx context.Context, req *server.GetPromptRequest) (*server.GetPromptResult, error) {
		return nil, nil // Not reported: a prompt handler.
	})
}

func newServer() *server.Server {
	s, _ := server.NewServer(nil)
	register(s)
	registerCached(s)
	return s
}
