// Command chat serves the chat server, or a bare server with no tools,
// as its first argument picks.
package main

import (
	"log"
	"os"

	"github.com/mark3labs/mcp-go/server"

	"wire/pickplain/chatserver"
	"wire/pickplain/handlers"
)

func main() {
	mode := ""
	if len(os.Args) > 1 {
		mode = os.Args[1]
	}
	var s *server.MCPServer
	switch mode {
	case "chat":
		s = chatserver.New(handlers.Store(nil))
	default:
		s = server.NewMCPServer("bare", "1.0.0")
	}
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
