// Package chatserver builds the chat server: its middleware logs the
// errors of tool calls and passes them on.
package chatserver

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wire/pickgosdkplain/handlers"
)

// New builds the chat server over store; its caller serves it.
func New(store handlers.Store) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "chat", Version: "1.0.0"}, nil)
	s.AddReceivingMiddleware(logErrors)
	h := &handlers.Handlers{Store: store}
	s.AddTool(&mcp.Tool{Name: "chat_history"}, h.History)
	return s
}

// logErrors logs the error of every request and passes it on.
func logErrors(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil {
			log.Printf("%s: %v", method, err)
		}
		return res, err
	}
}
