// Command chat serves a small chat workspace over MCP on stdio, built on
// github.com/mark3labs/mcp-go with its handlers in one package and the
// server, its middleware and its recovery in another.
package main

import (
	"log"
	"os"

	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/examples/chat/handler"
	chatserver "github.com/toolerrlint/toolerrlint/examples/chat/server"
)

func main() {
	logger := log.New(os.Stderr, "chat: ", log.LstdFlags)
	if err := server.ServeStdio(chatserver.New(handler.NewWorkspace(), logger)); err != nil {
		logger.Fatal(err)
	}
}
