// Package trpc is a notes server on trpc-mcp-go: the nilresult fixtures
// for its handlers, whose nil result is sent as "result": null.
package trpc

import (
	"context"
	"errors"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

var notes = map[string]string{}

var errNoNote = errors.New("no such note")

func newServer() *mcp.Server {
	s := mcp.NewServer("notes", "1.0.0")
	s.RegisterTool(mcp.NewTool("get_note", mcp.WithString("id", mcp.Required())), getNote)
	s.RegisterTool(mcp.NewTool("delete_note"), deleteNote)
	s.RegisterTool(mcp.NewTool("touch_note"), func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, _ := req.Params.Arguments["id"].(string)
		if _, ok := notes[id]; ok {
			return nil, nil // want `tool "touch_note" returns a nil result and a nil error, which the client receives as "result": null, not a tool result; return a result`
		}
		return mcp.NewTextResult("touched"), nil
	})
	s.RegisterTool(mcp.NewTool("count_notes"), mcp.NewTypedToolHandler(countNotes))
	return s
}

func getNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.Params.Arguments["id"].(string)
	text, ok := notes[id]
	if !ok {
		// Not reported: v0.0.20 answers a nil result with an error as an
		// isError result carrying the error's text.
		return nil, errNoNote
	}
	if text == "" {
		return nil, nil // want `tool "get_note" returns a nil result and a nil error, which the client receives as "result": null, not a tool result; return a result`
	}
	return mcp.NewTextResult(text), nil
}

func deleteNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.Params.Arguments["id"].(string)
	if _, ok := notes[id]; !ok {
		return mcp.NewErrorResult("no note " + id), nil // Not reported: an error result.
	}
	delete(notes, id)
	var res *mcp.CallToolResult
	res = mcp.NewTextResult("deleted")
	return res, nil // Not reported: assigned a result.
}

type countInput struct{ Prefix string }

type countOutput struct{ N int }

// countNotes is a typed handler: NewTypedToolHandler builds the result
// from its output, so a zero output is not a nil result.
func countNotes(ctx context.Context, req *mcp.CallToolRequest, in countInput) (*countOutput, error) {
	if in.Prefix == "" {
		return nil, nil // Not reported: the adapter builds the result.
	}
	return &countOutput{N: len(notes)}, nil
}
