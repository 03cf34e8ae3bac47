// Package fixgosdk is a notes server on go-sdk: the fixtures of the
// nilresult suggested fix for its raw handlers.
package fixgosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var tags = map[string][]string{}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "tag_note"}, tagNote)
	s.AddTool(&mcp.Tool{Name: "untag_note"}, untagNote)
	mcp.AddTool(s, &mcp.Tool{Name: "count_tags"}, countTags)
	return s
}

// tagNote: a guard's return becomes an isError result.
func tagNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, nil // want `tool "tag_note" returns a nil result and a nil error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "tagged"}}}, nil
}

// untagNote: the last return is the handler's only success.
func untagNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no arguments"}}}, nil
	}
	delete(tags, string(req.Params.Arguments))
	return nil, nil // want `tool "untag_note" returns a nil result and a nil error`
}

type countIn struct {
	Note string `json:"note"`
}

type countOut struct {
	N int `json:"n"`
}

// countTags: a typed handler may return a nil result with its output:
// nothing reported, nothing fixed.
func countTags(ctx context.Context, req *mcp.CallToolRequest, in countIn) (*mcp.CallToolResult, countOut, error) {
	return nil, countOut{N: len(tags[in.Note])}, nil
}
