// Command inventory serves a stock count over MCP on stdio, built on
// github.com/modelcontextprotocol/go-sdk with its handlers in one package
// and its middleware in another.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolerrlint/toolerrlint/examples/inventory/server"
	"github.com/toolerrlint/toolerrlint/examples/inventory/tools"
)

func main() {
	if err := server.New(tools.NewStock()).Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
