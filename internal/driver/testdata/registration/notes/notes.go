// Package notes builds the notes server, whose middleware logs the errors
// of its tools and passes them on.
package notes

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/registration/notes/tools"
)

// New builds the notes server; its caller serves it.
func New() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0.0", server.WithToolHandlerMiddleware(logErrors))
	var h tools.Handlers
	s.AddTool(mcp.NewTool("read_note"), h.Read)
	return s
}

func logErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("%s: %v", req.Params.Name, err)
		}
		return res, err
	}
}
