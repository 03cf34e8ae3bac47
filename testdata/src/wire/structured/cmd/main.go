// Command serve registers structured handlers of another package.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/structured/tools"
)

func main() {
	s := server.NewMCPServer("search", "1.0.0")
	search := &tools.Search{}
	s.AddTool(mcp.NewTool("search"), mcp.NewStructuredToolHandler(search.Run))
	s.AddTool(mcp.NewTool("count"), mcp.NewStructuredToolHandler(tools.Count))
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
