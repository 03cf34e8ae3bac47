// Package srv serves a server of its own and imports mw for its Logger;
// it is no program, and a program above it may use what it does not: it
// judges the closure of Tracer.Wrap as if registered, and says so.
package srv

import (
	"github.com/mark3labs/mcp-go/server"

	"wire/reach/mw"
)

// Serve serves the server on stdio.
func Serve() error {
	s := server.NewMCPServer("srv", "1.0.0", server.WithToolHandlerMiddleware(mw.NewLogger("srv").Wrap))
	return server.ServeStdio(s)
}
