// Package server builds the stock server with receiving middleware that
// answers the errors and panics of tool calls with isError results.
package server

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolerrlint/toolerrlint/examples/inventory/tools"
)

// New builds the server over st.
func New(st *tools.Stock) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "inventory", Version: "0.1.0"}, nil)
	s.AddReceivingMiddleware(toolErrors, recoverTools)
	tools.Register(s, st)
	return s
}

// toolErrors turns the error of a tool call into an isError result; the
// other methods pass through.
func toolErrors(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method != "tools/call" {
			return next(ctx, method, req)
		}
		res, err := next(ctx, method, req)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return res, nil
	}
}

// recoverTools answers a panic in handling a request with an isError
// result.
func recoverTools(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint("internal error: ", r)}}}
			}
		}()
		return next(ctx, method, req)
	}
}
