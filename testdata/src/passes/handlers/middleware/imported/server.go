// Package imported installs a provenance middleware another package
// declares on its server, as a value: every handler it serves is stamped.
package imported

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("kiosk", "1.0.0", server.WithToolHandlerMiddleware(errs.WithProvenance))
	s.AddTool(mcp.NewTool("print_receipt"), printReceipt)
	return s
}

func printReceipt(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler printReceipt: mcp-go raw, tool "print_receipt", stamped`
	return mcp.NewToolResultText("printed"), nil
}
