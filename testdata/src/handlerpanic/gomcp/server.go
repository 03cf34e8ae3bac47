// Package gomcp is a bookmarks MCP server on ThinkInAIXYZ/go-mcp: the
// handlerpanic fixtures for its handlers.
package gomcp

import (
	"context"
	"log"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

func text(s string) []protocol.Content {
	return []protocol.Content{&protocol.TextContent{Type: "text", Text: s}}
}

func newServer() *server.Server {
	s, _ := server.NewServer(nil)
	s.RegisterTool(&protocol.Tool{Name: "tag_bookmark"}, handleTag)
	s.RegisterTool(&protocol.Tool{Name: "checked_tag"}, handleCheckedTag)
	return s
}

func handleTag(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	tag := req.Arguments["tag"].(string) // want `asserts an argument value to string without checking, which panics on bad input \(go-mcp recovers without answering: the call never gets a response\)`
	if tag == "" {
		panic("empty tag") // want `calls panic, which go-mcp recovers without answering: the call never gets a response`
	}
	if tag == "fatal" {
		log.Fatalf("tag %s", tag) // want `calls log.Fatalf, which exits the server`
	}
	return protocol.NewCallToolResult(text(tag), false), nil
}

func handleCheckedTag(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	tag, ok := req.Arguments["tag"].(string) // Not reported: the two-value form.
	if !ok {
		return protocol.NewCallToolResult(text("tag must be a string"), true), nil
	}
	if n, ok := req.Arguments["n"]; ok {
		if _, isNum := n.(float64); !isNum { // Not reported: the two-value form.
			return protocol.NewCallToolResult(text("n must be a number"), true), nil
		}
	}
	var meta any = req.Meta
	_ = meta.(map[string]interface{}) // Not reported: the request's metadata, not its arguments.
	return protocol.NewCallToolResult(text(tag), false), nil
}
