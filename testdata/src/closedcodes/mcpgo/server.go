// Package mcpgo is a warehouse MCP server built on mcp-go whose error
// vocabulary, the codes of toolerrs/errs, is declared in another package:
// the closedcodes fixtures for mcp-go handlers.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// errNoItem is the store's answer for an unknown SKU.
var errNoItem = errors.New("no such item")

// Store is the warehouse stock.
type Store struct {
	stock map[string]int
}

// Count returns the stock of sku.
func (s *Store) Count(ctx context.Context, sku string) (int, error) {
	n, ok := s.stock[sku]
	if !ok {
		return 0, errNoItem
	}
	return n, nil
}

// Reserve takes n items of sku out of the stock.
func (s *Store) Reserve(ctx context.Context, sku string, n int) error {
	if s.stock[sku] < n {
		return errors.New("not enough stock")
	}
	s.stock[sku] -= n
	return nil
}

func newServer(st *Store) *server.MCPServer {
	s := server.NewMCPServer("warehouse", "1.0.0")
	s.AddTool(mcp.NewTool("count_item"), countItem(st))
	s.AddTool(mcp.NewTool("reserve_item"), reserveItem(st))
	s.AddTool(mcp.NewTool("restock_item"), restockItem)
	s.AddTool(mcp.NewTool("audit_item"), mcp.NewStructuredToolHandler(auditItem))
	s.AddTool(mcp.NewTool("label_item"), labelItem)
	s.AddTool(mcp.NewTool("move_item"), moveItem)
	s.AddTool(mcp.NewTool("describe_item"), describeItem)
	return s
}
