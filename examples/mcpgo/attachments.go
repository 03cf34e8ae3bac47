package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// attachmentTools serves the files attached to issues, kept under dir.
func attachmentTools(dir string) []server.ServerTool {
	return []server.ServerTool{
		{
			Tool: mcp.NewTool("read_attachment",
				mcp.WithDescription("Read an attachment by file name."),
				mcp.WithString("name", mcp.Required()),
			),
			Handler: readAttachment(dir),
		},
		{
			Tool: mcp.NewTool("list_attachments",
				mcp.WithDescription("List the attachment file names."),
			),
			Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				entries, err := os.ReadDir(dir)
				if err != nil {
					return mcp.NewToolResultErrorFromErr("cannot list attachments", err), nil
				}
				names := make([]string, 0, len(entries))
				for _, entry := range entries {
					names = append(names, entry.Name())
				}
				return mcp.NewToolResultText(strings.Join(names, "\n")), nil
			},
		},
	}
}

// readAttachment asserts its argument without checking and passes the read
// error on: a call without "name" crashes the server, and a mistyped name
// reaches the client as a protocol error the model cannot correct.
func readAttachment(dir string) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := request.GetArguments()["name"].(string)
		data, err := os.ReadFile(filepath.Join(dir, filepath.Base(name)))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(data)), nil
	}
}
