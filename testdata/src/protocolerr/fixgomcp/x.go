// Package fixgomcp is a bookmarks MCP server on ThinkInAIXYZ/go-mcp: the
// fixture of the protocolerr suggested fix for its handlers.
package fixgomcp

import (
	"context"
	"errors"
	"os"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

func newServer() *server.Server {
	s, _ := server.NewServer(nil)
	s.RegisterTool(&protocol.Tool{Name: "read_bookmark"}, readBookmark)
	s.RegisterTool(&protocol.Tool{Name: "add_bookmark"}, addBookmark)
	return s
}

func readBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	path, ok := req.Arguments["path"].(string)
	if !ok {
		return nil, errors.New("path is required") // want `tool "read_bookmark" returns an error built in place as a protocol error \(-32603\)`
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err // want `tool "read_bookmark" returns an error from downstream call os.ReadFile as a protocol error \(-32603\)`
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: string(b)}}, false), nil
}

type addArgs struct {
	URL string `json:"url"`
}

// addBookmark fails to bind its arguments: the fix gives the model the
// binder's message, which says what is wrong with them.
func addBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var args addArgs
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &args); err != nil {
		return nil, err // want `tool "add_bookmark" returns an argument-binding failure from VerifyAndUnmarshal as a protocol error \(-32603\)`
	}
	return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: args.URL}}, false), nil
}
