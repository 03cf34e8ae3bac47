// Command cmd serves a server with mw.Guard installed and a tool wrapped
// by a Logger: the closures of Tracer.Wrap and Dead, which nothing it is
// built from reaches, are on no tool's path and are not judged.
package main // want `handler in Guard of mw: served, panic: crash` `handler in Logger.Wrap of mw: served, panic: crash` `handler in Unused of mw: served, panic: crash`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"passes/wire/reach/mw"
)

func main() {
	log := mw.NewLogger("cmd")
	s := server.NewMCPServer(mw.Name, "1.0.0", server.WithToolHandlerMiddleware(mw.Guard))
	s.AddTool(mcp.NewTool("echo"), echo)
	_ = log
	_ = server.ServeStdio(s)
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "echo": served, panic: crash`
	return mcp.NewToolResultText("echo"), nil
}

// wrap is cmd's own middleware, which nothing calls: on no tool's path.
func wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in wrap: judged elsewhere`
		return next(ctx, req)
	}
}
