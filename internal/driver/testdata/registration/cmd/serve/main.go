// Command serve serves the server its first argument names, or a bare
// one with no tools.
package main

import (
	"log"
	"os"

	"github.com/mark3labs/mcp-go/server"

	"example.com/registration/chat"
	"example.com/registration/notes"
)

func main() {
	mode := ""
	if len(os.Args) > 1 {
		mode = os.Args[1]
	}
	var s *server.MCPServer
	switch mode {
	case "chat":
		s = chat.New()
	case "notes":
		s = notes.New()
	default:
		s = server.NewMCPServer("bare", "1.0.0")
	}
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
