package nofix

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	gomcp "github.com/ThinkInAIXYZ/go-mcp/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/strowk/foxy-contexts/pkg/fxctx"
	foxy "github.com/strowk/foxy-contexts/pkg/mcp"
	trpc "trpc.group/trpc-go/trpc-mcp-go"
)

func newSDKServer() *gosdk.Server {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "files", Version: "1.0.0"}, nil)
	s.AddTool(&gosdk.Tool{Name: "stat"}, stat)
	s.AddTool(&gosdk.Tool{Name: "lstat"}, lstat)
	return s
}

// stat: a nil held in a variable, whose last use the fix would remove.
func stat(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	var res *gosdk.CallToolResult
	if len(req.Params.Arguments) == 0 {
		return res, nil // want `tool "stat" returns a nil result and a nil error`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "file"}}}, nil
}

// lstat: a helper's return, which may serve other tools.
func lstat(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	return described(string(req.Params.Arguments))
}

func described(path string) (*gosdk.CallToolResult, error) {
	if path == "" {
		return nil, nil // want `tool "lstat" returns a nil result and a nil error`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: path}}}, nil
}

func newGoMCPServer() *gomcp.Server {
	s, _ := gomcp.NewServer(nil)
	s.RegisterTool(&protocol.Tool{Name: "peek"}, peek)
	s.RegisterTool(&protocol.Tool{Name: "peek2"}, peek2)
	return s
}

// peek and list: go-mcp and trpc-mcp-go handlers returning a nil held
// in a variable.
func peek(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var none *protocol.CallToolResult
	return none, nil // want `tool "peek" returns a nil result and a nil error`
}

func newTRPCServer() *trpc.Server {
	s := trpc.NewServer("files", "1.0.0")
	s.RegisterTool(trpc.NewTool("list"), func(ctx context.Context, req *trpc.CallToolRequest) (*trpc.CallToolResult, error) {
		var none *trpc.CallToolResult
		return none, nil // want `tool "list" returns a nil result and a nil error`
	})
	return s
}

// NewWatchTool: a foxy-contexts callback returning a nil held in a
// variable.
func NewWatchTool() fxctx.Tool {
	return fxctx.NewTool(&foxy.Tool{Name: "watch"}, func(ctx context.Context, args map[string]interface{}) *foxy.CallToolResult {
		var none *foxy.CallToolResult
		return none // want `tool "watch" returns a nil result`
	})
}
