// Command chat serves the chat server, or a bare server with no tools,
// as its first argument picks.
package main

import (
	"context"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wire/pickgosdk/chatserver"
	"wire/pickgosdk/handlers"
)

func main() {
	var s *mcp.Server
	switch {
	case len(os.Args) > 1 && os.Args[1] == "chat":
		s = chatserver.New(handlers.Store(nil))
	default:
		s = mcp.NewServer(&mcp.Implementation{Name: "bare", Version: "1.0.0"}, nil)
	}
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
