// Package server builds a go-sdk server whose middleware turns the errors
// and panics of tool calls into isError results.
package server

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wire/gosdk/tools"
)

// New builds the server.
func New() *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	server.AddReceivingMiddleware(toolErrors, recoverTools)
	tools.Register(server)
	return server
}

// toolErrors turns the error of a tool call into an isError result; other
// methods pass through.
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

// recoverTools answers a panic in a tool call with an isError result.
func recoverTools(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(r)}}}
			}
		}()
		return next(ctx, method, req)
	}
}
