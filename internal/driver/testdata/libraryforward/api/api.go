// Package api is what callers of the module import: it hands the server
// it is given on to lib, and registers one of lib's handlers itself.
package api

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/libraryforward/lib"
)

// Register registers the module's tools on s.
func Register(s *server.MCPServer) {
	lib.Register(s)
	s.AddTool(mcp.NewTool("export"), lib.Export)
}
