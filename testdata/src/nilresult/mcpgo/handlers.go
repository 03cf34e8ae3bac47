package mcpgo

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handleGetNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := request.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	note, found, err := store.Get(ctx, id)
	if err != nil {
		// Not reported: a non-nil error, not a nil result with a nil error.
		return nil, err
	}
	if !found {
		return nil, nil // want `tool "get_note" returns a nil result and a nil error, which the client receives as a protocol error; return a result`
	}
	return mcp.NewToolResultText(note.Body), nil
}

func handleFindNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	note, found, err := store.Get(ctx, request.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("lookup failed", err), nil
	}
	if !found {
		// err is nil here: the failure was handled above.
		return nil, err // want `tool "find_note" returns a nil result and a nil error`
	}
	select {
	case <-ctx.Done():
		// Not reported: the context's error is not nil once it is done.
		return nil, ctx.Err()
	default:
	}
	return mcp.NewToolResultText(note.ID), nil
}

type tagArgs struct {
	ID  string `json:"id"`
	Tag string `json:"tag"`
}

func handleTagNote(ctx context.Context, request mcp.CallToolRequest, args tagArgs) (*mcp.CallToolResult, error) {
	note, found, err := store.Get(ctx, args.ID)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("lookup failed", err), nil
	}
	if !found {
		return nil, nil // want `tool "tag_note" returns a nil result and a nil error`
	}
	note.Tags = append(note.Tags, args.Tag)
	return mcp.NewToolResultText("tagged"), nil
}

type statsArgs struct {
	Tag string `json:"tag"`
}

type noteStats struct {
	Count int `json:"count"`
}

// handleNoteStats is a structured handler: mcp-go wraps whatever it returns
// in a result of its own.
func handleNoteStats(ctx context.Context, request mcp.CallToolRequest, args statsArgs) (*noteStats, error) {
	if args.Tag == "" {
		// Not reported: a structured handler.
		return nil, nil
	}
	return &noteStats{Count: len(store.notes)}, nil
}

// makePinHandler returns the pin_note handler for st.
func makePinHandler(st *Store) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		pinned, err := st.Pin(ctx, request.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultErrorFromErr("cannot pin", err), nil
		}
		if !pinned {
			return nil, nil // want `tool "pin_note" returns a nil result and a nil error`
		}
		return mcp.NewToolResultText("pinned"), nil
	}
}

func handleReindex(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if len(store.notes) == 0 {
		return nil, nil // want `tool "reindex" returns a nil result and a nil error`
	}
	return &mcp.CreateTaskResult{Task: mcp.Task{TaskId: "reindex", Status: mcp.TaskStatusWorking}}, nil
}

// archiveTools are registered as a table.
func archiveTools() []server.ServerTool {
	return []server.ServerTool{{
		Tool: mcp.NewTool("archive_note"),
		Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := store.Archive(ctx, request.GetString("id", "")); err != nil {
				return mcp.NewToolResultErrorFromErr("cannot archive", err), nil
			}
			return nil, nil // want `tool "archive_note" returns a nil result and a nil error`
		},
	}}
}

// HandleExportNotes is registered by the sync package; here it is never
// called, so it is taken as a handler.
func HandleExportNotes(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.GetString("format", "md") != "md" {
		return mcp.NewToolResultError("only md is supported"), nil
	}
	if len(store.notes) == 0 {
		return nil, nil // want `handler HandleExportNotes returns a nil result and a nil error`
	}
	var b strings.Builder
	for id, n := range store.notes {
		fmt.Fprintf(&b, "## %s\n%s\n", id, n.Body)
	}
	return mcp.NewToolResultText(b.String()), nil
}

type dryRunKey struct{}

// dryRunGate answers every call of a dry run without running the tool.
func dryRunGate(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if dry, _ := ctx.Value(dryRunKey{}).(bool); dry {
			return nil, nil // want `handler in dryRunGate \(tools "archive_note", "find_note", "get_note" and 8 more\) returns a nil result and a nil error`
		}
		// Not reported: next's result passed on unchanged.
		return next(ctx, request)
	}
}

// traceCalls counts tool calls.
func traceCalls(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		calls[request.Params.Name]++
		res, err := next(ctx, request)
		// Not reported: next's result passed on unchanged.
		return res, err
	}
}

var calls = map[string]int{}
