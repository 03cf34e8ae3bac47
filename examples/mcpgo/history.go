package main

import (
	"context"
	"errors"
	"log"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// readHistory reads the audit log of an issue. Its errors quote the
// server's paths, which are no business of the model's.
//
//toolerr:sensitive
func readHistory(dir, id string) ([]byte, error) {
	return os.ReadFile(filepath.Join(dir, id+".log"))
}

// historyTools are the tools over the audit log in dir.
func historyTools(dir string) []server.ServerTool {
	return []server.ServerTool{
		{
			Tool: mcp.NewTool("issue_history",
				mcp.WithDescription("The audit log of an issue."),
				mcp.WithString("id", mcp.Required()),
			),
			// Reported: the model reads the path and the errno the
			// file system answered with.
			Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				data, err := readHistory(dir, req.GetString("id", ""))
				if err != nil {
					return mcp.NewToolResultErrorf("cannot read the history: %v", err), nil
				}
				return mcp.NewToolResultText(string(data)), nil
			},
		},
		{
			Tool: mcp.NewTool("history_size",
				mcp.WithDescription("The size of the audit log of an issue."),
				mcp.WithString("id", mcp.Required()),
			),
			// Not reported: the error goes to the log, the model gets a
			// message it can act on.
			Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				data, err := readHistory(dir, req.GetString("id", ""))
				if errors.Is(err, os.ErrNotExist) {
					return mcp.NewToolResultError("the issue has no history yet"), nil
				}
				if err != nil {
					log.Printf("history of %s: %v", req.GetString("id", ""), err)
					return mcp.NewToolResultError("the history is unavailable; retry later"), nil
				}
				return mcp.NewToolResultText(string(rune('0' + len(data)%10))), nil
			},
		},
	}
}
