// Command endtoend serves two tools; a test in another package calls one
// of them through a client and asserts the protocol error it returns
// without an id.
package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/endtoend/tools"
)

func main() {
	_ = server.ServeStdio(tools.NewServer())
}
