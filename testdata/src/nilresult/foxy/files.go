// Package foxy is a file-listing server on foxy-contexts: the nilresult
// fixtures for its callbacks, whose nil result crashes the tool dispatcher.
package foxy

import (
	"context"
	"os"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
)

func ptr[T any](v T) *T { return &v }

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: s}}}
}

// NewListFilesTool lists the files of a directory.
func NewListFilesTool() fxctx.Tool {
	return fxctx.NewTool(
		&mcp.Tool{Name: "list_files"},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			dir, _ := args["dir"].(string)
			entries, err := os.ReadDir(dir)
			if err != nil {
				return &mcp.CallToolResult{
					IsError: ptr(true),
					Content: []interface{}{mcp.TextContent{Type: "text", Text: "cannot read " + dir}},
				} // Not reported: an error result.
			}
			if len(entries) == 0 {
				return nil // want `tool "list_files" returns a nil result, which crashes the server in the tool dispatcher; return a result`
			}
			return text(entries[0].Name()) // Not reported: a result.
		},
	)
}

// NewStatTool describes one file.
func NewStatTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "stat_file"}, statFile)
}

func statFile(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	path, _ := args["path"].(string)
	info, err := os.Stat(path)
	if err != nil {
		var res *mcp.CallToolResult
		return res // want `tool "stat_file" returns a nil result, which crashes the server in the tool dispatcher; return a result`
	}
	return &mcp.CallToolResult{IsError: ptr(false), Content: []interface{}{mcp.TextContent{Type: "text", Text: info.Name()}}} // Not reported: a result.
}

// helperLookalike has a callback's signature but is called, not registered:
// a helper, whose nil is the caller's to judge.
func helperLookalike(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	return nil // Not reported: not a handler.
}

// NewEchoTool echoes its input.
func NewEchoTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "echo"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		if res := helperLookalike(ctx, args); res != nil {
			return res // Not reported: checked non-nil.
		}
		return text("echo") // Not reported: a result.
	})
}
