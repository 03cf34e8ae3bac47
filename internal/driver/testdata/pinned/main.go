// Command pinned serves an issue tool whose tests, in its package, call
// the handler and assert the protocol error it returns for a failed
// fetch.
package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/pinned/tools"
)

func main() {
	s := server.NewMCPServer("pinned", "1.0.0")
	tools.Register(s)
	_ = server.ServeStdio(s)
}
