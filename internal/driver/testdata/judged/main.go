// Command judged serves tools whose judgement needs more than the
// handler's own syntax: a typed handler's untyped argument fields, a
// result set inside a callback, and a mock of a handler outside the tests.
// It does not call example.com/judged/library, and installs the Timeout
// of example.com/judged/middleware, never its Audit.
package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/judged/middleware"
	"example.com/judged/tools"
)

func main() {
	s := server.NewMCPServer("judged", "1.0.0", server.WithToolHandlerMiddleware(middleware.Timeout{Seconds: 5}.Wrap))
	tools.Register(s)
	_ = server.ServeStdio(s)
}
