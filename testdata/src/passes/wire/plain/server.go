// Package plain serves a handler of another package on a server with
// neither middleware nor recovery.
package plain // want `tool "ping" of library: served, panic: crash`

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"passes/wire/library"
)

func Serve() error {
	s := server.NewMCPServer("plain", "1.0.0")
	s.AddTool(mcp.NewTool("ping"), library.Ping)
	return server.ServeStdio(s)
}
