// Package doubles declares, outside any _test.go file, test doubles of a
// handler that the tests of other packages share: a testify mock and a
// gomock mock. They have a handler's signature, but they answer what a
// test told them to: they are not handlers.
package doubles

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/mock"
	"go.uber.org/mock/gomock"
)

// MockToolHandler is a testify mock of an mcp-go handler.
type MockToolHandler struct {
	mock.Mock
}

// Handle is not a handler: a method of a testify mock.
func (m *MockToolHandler) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := m.Called(ctx, req)
	res, _ := args.Get(0).(*mcp.CallToolResult)
	return res, args.Error(1)
}

// MockSDKHandler is a gomock mock of a go-sdk handler.
type MockSDKHandler struct {
	ctrl *gomock.Controller
}

// Handle is not a handler: a method of a gomock mock.
func (m *MockSDKHandler) Handle(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	ret := m.ctrl.Call(m, "Handle", ctx, req)
	res, _ := ret[0].(*sdk.CallToolResult)
	err, _ := ret[1].(error)
	return res, err
}

// Echo is a handler's double written by hand, holding no mock: a handler
// by its signature, as any exported function of one is.
type Echo struct {
	Calls int
}

func (e *Echo) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler Echo.Handle: mcp-go raw, tool unknown`
	e.Calls++
	return mcp.NewToolResultText("echo"), nil
}
