// Package undeclared is a server whose program declares no provenance
// stamp. Not reported: without a declaration, its error results need none.
package undeclared

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("kiosk", "1.0.0")
	s.AddTool(mcp.NewTool("print_receipt"), printReceipt)
	s.AddTool(mcp.NewTool("void_receipt"), mcp.NewStructuredToolHandler(voidReceipt))
	return s
}

func printReceipt(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("order", "")
	if id == "" {
		return mcp.NewToolResultError("order is required"), nil
	}
	return mcp.NewToolResultText("printed " + id), nil
}

type voidArgs struct {
	Order string `json:"order"`
}

type voided struct {
	Order string `json:"order"`
}

func voidReceipt(ctx context.Context, req mcp.CallToolRequest, args voidArgs) (voided, error) {
	if args.Order == "" {
		return voided{}, errors.New("order is required")
	}
	return voided{Order: args.Order}, nil
}
