// Package srv builds a server with mw.Guard installed. It is no program:
// a program above it may use what it does not, so the closures of mw
// that nothing srv is built from uses are judged as if registered, and
// named so.
package srv // want `handler in Guard of mw: served, panic: crash` `handler in Logger.Wrap \(judged as if registered: nothing the serving package is built from uses Logger.Wrap\) of mw: served, panic: crash` `handler in Tracer.Wrap \(judged as if registered: nothing the serving package is built from uses Tracer.Wrap\) of mw: served, panic: crash` `handler in Dead \(judged as if registered: nothing the serving package is built from uses Dead\) of mw: served, panic: crash` `handler in Unused of mw: served, panic: crash`

import (
	"github.com/mark3labs/mcp-go/server"

	"passes/wire/reach/mw"
)

// Serve serves the server on stdio.
func Serve() error {
	return server.ServeStdio(server.NewMCPServer(mw.Name, "1.0.0", server.WithToolHandlerMiddleware(mw.Guard)))
}
