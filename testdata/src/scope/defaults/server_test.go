package defaults

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
		return nil, errors.New("boom")
	})
	s.AddTool(mcp.NewTool("answers_nothing"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	})
	s.AddTool(mcp.NewTool("only_tested"), handleOnlyTested)
	if newServer() == nil {
		t.Fatal("no server")
	}
}
