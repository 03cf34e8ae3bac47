package nofix

import (
	"context"
	"log"
	"os"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	gomcp "github.com/ThinkInAIXYZ/go-mcp/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func newSDKServer() *gosdk.Server {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "ops", Version: "1.0.0"}, nil)
	s.AddTool(&gosdk.Tool{Name: "shutdown"}, shutdown)
	return s
}

// shutdown: os.Exit says nothing; log.Fatalln with several operands
// prints them its own way.
func shutdown(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		os.Exit(2) // want `tool "shutdown" calls os.Exit`
	}
	if string(req.Params.Arguments) == "{}" {
		log.Fatalln("empty", "arguments") // want `tool "shutdown" calls log.Fatalln`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "bye"}}}, nil
}

func newGoMCPServer() *gomcp.Server {
	s, _ := gomcp.NewServer(nil)
	s.RegisterTool(&protocol.Tool{Name: "touch"}, touch)
	return s
}

// touch: a deferred closure returns to no one.
func touch(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	defer func() {
		log.Print(req.Arguments["who"].(string)) // want `tool "touch" asserts an argument value to string without checking`
	}()
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: "ok"}}, false), nil
}
