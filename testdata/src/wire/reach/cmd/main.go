// Command cmd serves a tool behind a Logger. Nothing it is built from
// uses mw.Tracer: the closure of Tracer.Wrap is on no tool's path of the
// program, and cmd leaves it out.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/reach/mw"
)

func main() {
	s := server.NewMCPServer("reach", "1.0.0")
	s.AddTool(mcp.NewTool("echo"), mw.NewLogger("cmd").Wrap(echo))
	_ = server.ServeStdio(s)
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("echo"), nil
}
