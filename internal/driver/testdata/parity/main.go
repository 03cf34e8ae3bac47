// Command parity serves handlers of three packages, registered inline,
// through a table and behind an adapter.
package main

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/parity/adapt"
	"example.com/parity/handlers"
	"example.com/parity/tools"
)

func main() {
	s := server.NewMCPServer("parity", "1.0.0")
	tools.Register(s)
	var h handlers.H
	table := []struct {
		tool mcp.Tool
		fn   server.ToolHandlerFunc
	}{
		{mcp.NewTool("echo"), h.Echo},
		{mcp.NewTool("upper"), adapt.Text(handlers.Upper)},
	}
	for _, t := range table {
		s.AddTool(t.tool, t.fn)
	}
	_ = server.ServeStdio(s)
}
