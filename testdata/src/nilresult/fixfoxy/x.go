// Package fixfoxy is a file server on foxy-contexts: the fixtures of the
// nilresult suggested fix for its callbacks, which return no error.
package fixfoxy

import (
	"context"
	"os"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
)

// NewReadTool reads a file.
func NewReadTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "read_file"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		path, _ := args["path"].(string)
		data, err := os.ReadFile(path)
		if err != nil {
			return nil // want `tool "read_file" returns a nil result`
		}
		return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: string(data)}}}
	})
}

// NewTouchTool: the last return is the callback's only success.
func NewTouchTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "touch_file"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		path, _ := args["path"].(string)
		if err := os.WriteFile(path, nil, 0o644); err != nil {
			return &mcp.CallToolResult{IsError: &[]bool{true}[0], Content: []interface{}{mcp.TextContent{Type: "text", Text: "cannot touch " + path}}}
		}
		return nil // want `tool "touch_file" returns a nil result`
	})
}
