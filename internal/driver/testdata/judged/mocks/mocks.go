// Package mocks shares a testify mock of a handler with the tests of other
// packages: not a handler, though it has a handler's signature.
package mocks

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/mock"
)

// ToolHandler is a mock of an mcp-go tool handler.
type ToolHandler struct {
	mock.Mock
}

func (m *ToolHandler) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := m.Called(ctx, req)
	if args.Get(0) == nil {
		return nil, args.Error(1)
	}
	return args.Get(0).(*mcp.CallToolResult), args.Error(1)
}
