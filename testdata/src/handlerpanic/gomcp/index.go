package gomcp

import (
	"context"
	"strings"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

func registerIndex(s *server.Server) {
	s.RegisterTool(&protocol.Tool{Name: "open_bookmark"}, handleOpen)
}

// handleOpen: go-mcp recovers the panic of an index and never answers.
func handleOpen(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	url, _ := req.Arguments["url"].(string)
	scheme := strings.SplitN(url, "://", 2)[0] // Not reported: SplitN returns at least the text.
	host := strings.SplitN(url, "://", 2)[1]   // want `indexes strings.SplitN of argument "url" at 1 without a length check, which panics when the model sends fewer parts \(go-mcp recovers without answering: the call never gets a response\)`
	return protocol.NewCallToolResult(text(scheme+host), false), nil
}
