package mcpgo

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerDefinedTools registers tools defined away from their
// registration: in a package variable, or by a factory.
func registerDefinedTools(s *server.MCPServer) {
	s.AddTool(facetTool, handleFacet)
	s.AddTool(newListTool(), handleList)
	s.AddTool(pickTool(true), handlePick)
	s.AddTool(renamedTool, handleRenamed)
}

var facetTool = mcp.NewTool("facet_search", mcp.WithDescription("Search by facet"))

func handleFacet(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("facets"); err != nil {
		return nil, err // want `tool "facet_search" returns an error from downstream call os.Stat as a protocol error`
	}
	return mcp.NewToolResultText("facets"), nil
}

func newListTool() mcp.Tool {
	return mcp.NewTool("list_items", mcp.WithDescription("List the items"))
}

func handleList(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.ReadDir("items"); err != nil {
		return nil, err // want `tool "list_items" returns an error from downstream call os.ReadDir as a protocol error`
	}
	return mcp.NewToolResultText("items"), nil
}

// pickTool defines one of two tools: which one handlePick serves, the
// registration does not tell.
func pickTool(short bool) mcp.Tool {
	if short {
		return mcp.NewTool("pick")
	}
	return mcp.NewTool("pick_item")
}

func handlePick(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("picked"); err != nil {
		return nil, err // want `handler handlePick returns an error from downstream call os.Stat as a protocol error`
	}
	return mcp.NewToolResultText("picked"), nil
}

// renamedTool is replaced at start-up: its initializer may not be the
// tool registered.
var renamedTool = mcp.NewTool("rename_item")

func init() {
	if os.Getenv("ITEMS_LEGACY") != "" {
		renamedTool = mcp.NewTool("rename_legacy_item")
	}
}

func handleRenamed(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Rename("a", "b"); err != nil {
		return nil, err // want `handler handleRenamed returns an error from downstream call os.Rename as a protocol error`
	}
	return mcp.NewToolResultText("renamed"), nil
}
