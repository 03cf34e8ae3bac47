// Package server builds the notes server and returns it: whoever serves
// it may install more middleware.
package server

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wire/gosdklate/tools"
)

// New builds the server.
func New() *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	tools.Register(server)
	return server
}
