package widened

import (
	"context"
	"errors"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The mocks fail and answer nothing on purpose.
func TestServer(t *testing.T) {
	s := server.NewMCPServer("mock", "1.0.0")
	s.AddTool(mcp.NewTool("always_fails"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("boom") // want `tool "always_fails" returns an error built in place as a protocol error`
	})
	s.AddTool(mcp.NewTool("answers_nothing"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil // want `tool "answers_nothing" returns a nil result and a nil error`
	})
	s.AddTool(mcp.NewTool("only_tested"), handleOnlyTested)
	if newServer() == nil {
		t.Fatal("no server")
	}
}
