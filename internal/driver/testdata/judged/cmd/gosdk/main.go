// Command gosdk serves a go-sdk server with one tool behind a Quota of
// example.com/judged/gosdkmiddleware, never its Trace.
package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/judged/gosdkmiddleware"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "judged", Version: "1.0.0"}, nil)
	quota := &gosdkmiddleware.Quota{Left: 10}
	s.AddTool(&mcp.Tool{Name: "ping", InputSchema: map[string]any{"type": "object"}}, quota.Wrap(ping))
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func ping(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "pong"}}}, nil
}
