// Package doubles shares test doubles of handlers with the tests of other
// packages, outside any _test.go file: a nil result a mock answers is what
// a test asked of it, not a handler's.
package doubles

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/mock"
	"go.uber.org/mock/gomock"
)

// MockToolHandler is a testify mock of an mcp-go handler.
type MockToolHandler struct {
	mock.Mock
}

func (m *MockToolHandler) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := m.Called(ctx, req)
	if args.Get(0) == nil {
		return nil, nil // Not reported: a testify mock.
	}
	return args.Get(0).(*mcp.CallToolResult), nil
}

// MockSDKHandler is a gomock mock of a go-sdk handler.
type MockSDKHandler struct {
	ctrl *gomock.Controller
}

func (m *MockSDKHandler) Handle(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	ret := m.ctrl.Call(m, "Handle", ctx, req)
	if ret[0] == nil {
		return nil, nil // Not reported: a gomock mock.
	}
	return ret[0].(*sdk.CallToolResult), nil
}

// Stub is a handler's stand-in holding no mock: judged as the handler its
// signature makes it.
type Stub struct {
	Result *mcp.CallToolResult
}

func (s *Stub) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.Result == nil {
		return nil, nil // want `handler Stub.Handle returns a nil result and a nil error`
	}
	return s.Result, nil
}

// SDKStub is the same stand-in for a go-sdk handler.
type SDKStub struct {
	Result *sdk.CallToolResult
}

func (s *SDKStub) Handle(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	if s.Result == nil {
		return nil, nil // want `handler SDKStub.Handle returns a nil result and a nil error`
	}
	return s.Result, nil
}

// newServers builds the servers the stand-ins are judged against.
func newServers() (*server.MCPServer, *sdk.Server) {
	return server.NewMCPServer("doubles", "1.0.0"), sdk.NewServer(&sdk.Implementation{Name: "doubles"}, nil)
}
