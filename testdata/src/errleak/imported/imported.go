// Package imported shows a secret fetched through a package that declares
// its function sensitive: the declaration travels to its importers.
package imported

import (
	"context"

	"errleak/secrets"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("vault", "1.0.0")
	s.AddTool(mcp.NewTool("secret"), handleSecret)
	return s
}

func handleSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if err := secrets.Validate(name); err != nil {
		return mcp.NewToolResultErrorFromErr("bad name", err), nil
	}
	v, err := secrets.Fetch(ctx, name)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("fetch failed", err), nil // want `tool "secret" puts the text of the error of sensitive secrets.Fetch into an error result`
	}
	return mcp.NewToolResultText(v), nil
}
