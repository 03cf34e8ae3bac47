// Package optiface builds errors with options of an interface type: the
// repairfields fixtures for such options, on both SDKs.
package optiface

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"repairfields/optiface/kinds"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("kv", "1.0.0")
	s.AddTool(mcp.NewTool("get"), get)
	return s
}

func result(e *kinds.Error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, StructuredContent: e, Content: []mcp.Content{mcp.NewTextContent(e.Error())}}
}

func get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch key := req.GetString("key", ""); key {
	case "":
		// Not reported: the options set both fields.
		return result(kinds.E(kinds.Invalid, "key is required", kinds.Param("key"), kinds.Expect("a key"))), nil
	case "*":
		return result(kinds.E(kinds.Invalid, "no wildcards", kinds.Param("key"))), nil // want `error built by kinds.E with code "invalid" does not set Expected`
	case "?":
		return result(kinds.E(kinds.Invalid, "no wildcards", kinds.Hint("a literal key"))), nil // want `error built by kinds.E with code "invalid" does not set Param, Expected`
	case "busy":
		// Not reported: a pointer option.
		return result(kinds.E(kinds.Throttled, "busy", kinds.Backoff(2))), nil
	}
	return mcp.NewToolResultText("value"), nil
}

type putInput struct {
	Key string `json:"key"`
}

func newGoSDKServer() *gosdk.Server {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "kv", Version: "1.0.0"}, nil)
	gosdk.AddTool(s, &gosdk.Tool{Name: "put"}, put)
	return s
}

func put(ctx context.Context, req *gosdk.CallToolRequest, in putInput) (*gosdk.CallToolResult, struct{}, error) {
	if in.Key == "" {
		// Not reported: the option sets Backoff.
		return nil, struct{}{}, kinds.E(kinds.Throttled, "writes are throttled", kinds.Backoff(1))
	}
	if len(in.Key) > 100 {
		return nil, struct{}{}, kinds.E(kinds.Throttled, "writes are throttled", kinds.Hint("wait")) // want `error built by kinds.E with code "throttled" does not set Backoff`
	}
	return nil, struct{}{}, nil
}
