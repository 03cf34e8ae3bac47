// Package mcpgo registers mcp-go handlers in the ways the handlers pass
// must find: a function, a method, a closure from a factory, and a typed
// handler; and holds a function of the raw shape that is no handler.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, st *store) {
	s.AddTool(mcp.NewTool("get_note"), getNote)
	s.AddTool(mcp.NewTool("list_notes"), st.list)
	s.AddTool(mcp.NewTool("count_notes"), counter(st))
	s.AddTool(mcp.NewTool("tag_note"), mcp.NewTypedToolHandler(tagNote))
	s.AddTool(facetTool, handleFacet)
	s.AddTool(newListTool(), handleList)
	s.AddTool(st.exportTool(), st.export)
	s.AddTool(newSearchTool(), handleSearch)
	s.AddTool(pickTool(true), handlePick)
	_ = helper(context.Background())
}

func getNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler getNote: mcp-go raw, tool "get_note"`
	return mcp.NewToolResultText("note"), nil
}

type store struct{}

func (st *store) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler store.list: mcp-go raw, tool "list_notes"`
	return mcp.NewToolResultText("notes"), nil
}

func counter(st *store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler in counter: mcp-go raw, tool "count_notes"`
		return mcp.NewToolResultText("3"), nil
	}
}

type tagArgs struct{ Tag string }

func tagNote(ctx context.Context, req mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) { // want `handler tagNote: mcp-go typed, tool "tag_note"`
	return mcp.NewToolResultText(args.Tag), nil
}

var facetTool = mcp.NewTool("facet_search")

func handleFacet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler handleFacet: mcp-go raw, tool "facet_search"`
	return mcp.NewToolResultText("facets"), nil
}

func newListTool() mcp.Tool {
	return mcp.NewTool("list_items")
}

func handleList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler handleList: mcp-go raw, tool "list_items"`
	return mcp.NewToolResultText("items"), nil
}

func (st *store) exportTool() mcp.Tool {
	tool := mcp.NewTool("export_notes")
	return tool
}

func (st *store) export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler store.export: mcp-go raw, tool "export_notes"`
	return mcp.NewToolResultText("exported"), nil
}

var (
	searchName          = "search_notes"
	searchTool mcp.Tool = mcp.NewTool(searchName)
)

func newSearchTool() mcp.Tool { return searchTool }

// handleSearch's tool is named by a variable, which may change.
func handleSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler handleSearch: mcp-go raw, tool unknown`
	return mcp.NewToolResultText("found"), nil
}

// pickTool names one of two tools.
func pickTool(short bool) mcp.Tool {
	if short {
		return mcp.NewTool("pick")
	}
	return mcp.NewTool("pick_note")
}

func handlePick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler handlePick: mcp-go raw, tool unknown`
	return mcp.NewToolResultText("picked"), nil
}

// helper has no handler's signature: it is called, not registered.
func helper(ctx context.Context) error { return ctx.Err() }

// RegisterMore registers through a method expression, a method of a
// generic type and a method of a generic interface: their calls take a
// handler as the type map has them, not as the method is declared.
func RegisterMore(s *server.MCPServer, r registry[server.ToolHandlerFunc], a adder[server.ToolHandlerFunc]) {
	(*server.MCPServer).AddTool(s, mcp.NewTool("archive_note"), archiveNote)
	r.add(mcp.NewTool("pin_note"), pinNote)
	a.add(mcp.NewTool("star_note"), starNote)
}

// registry registers handlers of any type.
type registry[H any] struct{ added []H }

func (r registry[H]) add(tool mcp.Tool, h H) { r.added = append(r.added, h) }

// adder registers handlers of any type.
type adder[H any] interface{ add(tool mcp.Tool, h H) }

func archiveNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler archiveNote: mcp-go raw, tool "archive_note"`
	return mcp.NewToolResultText("archived"), nil
}

func pinNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler pinNote: mcp-go raw, tool "pin_note"`
	return mcp.NewToolResultText("pinned"), nil
}

func starNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler starNote: mcp-go raw, tool "star_note"`
	return mcp.NewToolResultText("starred"), nil
}
