// Package gosdk registers go-sdk handlers: a raw one with the server's
// AddTool and a generic one with mcp.AddTool.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "get_note"}, getNote)
	mcp.AddTool(s, &mcp.Tool{Name: "tag_note"}, tagNote)
	s.AddTool(facetTool, handleFacet)
	mcp.AddTool(s, newListTool(), listNotes)
}

func getNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler getNote: go-sdk raw, tool "get_note"`
	return &mcp.CallToolResult{}, nil
}

type tagIn struct{ Tag string }

type tagOut struct{ Tags []string }

func tagNote(ctx context.Context, req *mcp.CallToolRequest, in tagIn) (*mcp.CallToolResult, tagOut, error) { // want `handler tagNote: go-sdk generic, tool "tag_note"`
	return nil, tagOut{Tags: []string{in.Tag}}, nil
}

var facetTool = &mcp.Tool{Name: "facet_search"}

func handleFacet(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler handleFacet: go-sdk raw, tool "facet_search"`
	return &mcp.CallToolResult{}, nil
}

func newListTool() *mcp.Tool {
	return &mcp.Tool{Name: "list_items"}
}

func listNotes(ctx context.Context, req *mcp.CallToolRequest, in tagIn) (*mcp.CallToolResult, tagOut, error) { // want `handler listNotes: go-sdk generic, tool "list_items"`
	return nil, tagOut{}, nil
}
