// Package fix is an inventory MCP server whose handlers show database
// errors to the model: the fixture of the errleak suggested fix.
package fix

import (
	"context"
	"fmt"

	"example.com/warehouse/db"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer(conn *db.Conn) *server.MCPServer {
	s := server.NewMCPServer("inventory", "1.0.0")
	s.AddTool(mcp.NewTool("item"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sku := req.GetString("sku", "")
		name, err := conn.Query(ctx, "SELECT name FROM items WHERE sku = $1", sku)
		if err != nil && sku == "" {
			return mcp.NewToolResultError(fmt.Sprintf("lookup of %q failed: %v", sku, err)), nil // want `puts the text of the error of sensitive db.Conn.Query`
		}
		if err != nil && len(sku) > 8 {
			return mcp.NewToolResultErrorf("lookup failed: %v", err), nil // want `puts the text of the error of sensitive db.Conn.Query`
		}
		if err != nil && len(sku) > 4 {
			return mcp.NewToolResultError(err.Error()), nil // want `puts the text of the error of sensitive db.Conn.Query`
		}
		if err != nil && sku == "*" {
			return mcp.NewToolResultError(fmt.Sprintf("lookup of 100%% of items failed: %v", err)), nil // want `puts the text of the error of sensitive db.Conn.Query`
		}
		if err != nil {
			return mcp.NewToolResultError("lookup failed: " + err.Error()), nil // want `puts the text of the error of sensitive db.Conn.Query`
		}
		return mcp.NewToolResultText(name), nil
	})
	return s
}
