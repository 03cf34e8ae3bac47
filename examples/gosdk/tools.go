package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type searchInput struct {
	Query string `json:"query"`
	Limit int    `json:"limit,omitempty"`
}

type searchOutput struct {
	Paths []string `json:"paths"`
}

// searchNotes has the shape of a typed handler, whose errors the SDK would
// turn into isError results. searchTool serves it through the raw API
// instead, where the same errors become protocol errors.
func (lib *library) searchNotes(ctx context.Context, req *mcp.CallToolRequest, in searchInput) (*mcp.CallToolResult, searchOutput, error) {
	if strings.TrimSpace(in.Query) == "" {
		return nil, searchOutput{}, errors.New("query must not be empty")
	}
	paths, err := lib.index.Search(in.Query, in.Limit)
	if err != nil {
		return nil, searchOutput{}, err
	}
	return nil, searchOutput{Paths: paths}, nil
}

// searchTool adapts searchNotes to the raw API, which publishes
// searchSchema as written. It passes both the argument-decoding error and
// searchNotes's error on to the SDK, which answers with a protocol error.
func (lib *library) searchTool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in searchInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	_, out, err := lib.searchNotes(ctx, req, in)
	if err != nil {
		return nil, err
	}
	return textResult(strings.Join(out.Paths, "\n")), nil
}

type tagInput struct {
	Path string   `json:"path"`
	Tags []string `json:"tags"`
}

// tagNote reports bad arguments as an isError result, as it should, but
// answers an empty tag list with no result at all and passes the index's
// refusal on as a protocol error.
func (lib *library) tagNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in tagInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		var res mcp.CallToolResult
		res.SetError(fmt.Errorf("invalid arguments: %w", err))
		return &res, nil
	}
	if len(in.Tags) == 0 {
		return nil, nil
	}
	if err := lib.index.Tag(in.Path, in.Tags...); err != nil {
		return nil, fmt.Errorf("tag %s: %w", in.Path, err)
	}
	return textResult("tagged " + in.Path), nil
}

// noteStats returns the handler of note_stats, which passes the os.Stat
// error for a mistyped path on as a protocol error.
func noteStats(root string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			Path string `json:"path"`
		}
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return &mcp.CallToolResult{
				IsError: true,
				Content: []mcp.Content{&mcp.TextContent{Text: "invalid arguments: " + err.Error()}},
			}, nil
		}
		info, err := os.Stat(filepath.Join(root, in.Path))
		if err != nil {
			return nil, err
		}
		return textResult(fmt.Sprintf("%s: %d bytes, modified %s", in.Path, info.Size(), info.ModTime().Format(time.RFC3339))), nil
	}
}

// reindex rebuilds the search index. A cancelled call and a failed rebuild
// are not the caller's doing and may travel as protocol errors; exiting on
// a corrupt index, though, ends every session.
func (lib *library) reindex(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	n, err := lib.index.rebuild(lib.root)
	if err != nil {
		return nil, err
	}
	if err := lib.index.verify(); err != nil {
		fmt.Fprintln(os.Stderr, "notes: index corrupt after rebuild:", err)
		os.Exit(1)
	}
	return textResult(fmt.Sprintf("indexed %d notes", n)), nil
}

// restart exits so that the supervisor starts a fresh process. Exiting is
// the point of this tool, so the finding is silenced, with the reason.
func restart(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	go func() {
		time.Sleep(100 * time.Millisecond) // let the reply go out first
		//toolerr:ignore handlerpanic the supervisor starts a fresh process
		os.Exit(0)
	}()
	return textResult("restarting"), nil
}

func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// pinNote decodes its arguments into a map, whose values are whatever
// types the model sent: the first assertion is checked before it is made,
// the second is not.
func (lib *library) pinNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	if _, ok := args["path"].(string); !ok {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "path must be a string"}}}, nil
	}
	path := args["path"].(string)
	pinned := args["pinned"].(bool)
	return textResult(fmt.Sprintf("%s pinned: %v", path, pinned)), nil
}
