// Package chatserver builds the chat server: its middleware turns every
// error of a tool call into an isError result.
package chatserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wire/pickgosdk/handlers"
)

// New builds the chat server over store; its caller serves it.
func New(store handlers.Store) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "chat", Version: "1.0.0"}, nil)
	s.AddReceivingMiddleware(convertErrors)
	h := &handlers.Handlers{Store: store}
	s.AddTool(&mcp.Tool{Name: "chat_history"}, h.History)
	return s
}

// convertErrors answers the error of a tool call with an isError result;
// other methods pass through.
func convertErrors(next mcp.MethodHandler) mcp.MethodHandler {
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
