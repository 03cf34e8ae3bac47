// Package fixtrpc is a notes server on trpc-mcp-go: the fixtures of the
// nilresult suggested fix.
package fixtrpc

import (
	"context"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

var notes = map[string]string{}

func newServer() *mcp.Server {
	s := mcp.NewServer("notes", "1.0.0")
	s.RegisterTool(mcp.NewTool("get_note"), getNote)
	s.RegisterTool(mcp.NewTool("touch_note"), func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, _ := req.Params.Arguments["id"].(string)
		notes[id] += ""
		return nil, nil // want `tool "touch_note" returns a nil result and a nil error`
	})
	return s
}

// getNote: a guard's return becomes an isError result.
func getNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.Params.Arguments["id"].(string)
	text, ok := notes[id]
	if !ok {
		return nil, nil // want `tool "get_note" returns a nil result and a nil error`
	}
	return mcp.NewTextResult(text), nil
}
