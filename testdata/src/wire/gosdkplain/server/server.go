// Package server builds a go-sdk server that logs requests.
package server

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wire/gosdkplain/tools"
)

// New builds the server.
func New() *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	server.AddReceivingMiddleware(logRequests)
	tools.Register(server)
	return server
}

// logRequests logs every request and passes on what handling it returns.
func logRequests(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil {
			log.Printf("%s: %v", method, err)
		}
		return res, err
	}
}
