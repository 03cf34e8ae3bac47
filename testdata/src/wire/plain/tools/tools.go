// Package tools holds the handlers of an issue server; the server package
// registers them, some through a wrapper that turns errors into results.
package tools

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/plain/results"
)

// GetIssue returns an issue; the server registers it as is.
func GetIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number, err := request.RequireInt("number")
	if err != nil {
		return nil, err // want `tool "get_issue" returns an argument-binding failure from RequireInt as a protocol error \(-32603\), which the model never sees`
	}
	data, err := os.ReadFile(fmt.Sprintf("issues/%d.json", number))
	if err != nil {
		return nil, err // want `tool "get_issue" returns an error from downstream call os.ReadFile as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(string(data)), nil
}

// CloseIssue closes an issue; the server registers it through mw.WithErrors.
func CloseIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number, err := request.RequireInt("number")
	if err != nil {
		return nil, err // Not reported: the registration's wrapper converts it.
	}
	if err := os.Remove(fmt.Sprintf("issues/%d.json", number)); err != nil {
		return nil, err // Not reported: likewise.
	}
	return mcp.NewToolResultText("closed"), nil
}

// NewLabeler returns the handler of the label tool.
func NewLabeler(dir string) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		label, err := request.RequireString("label")
		if err != nil {
			return nil, err // want `tool "label_issue" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
		}
		return mcp.NewToolResultText(dir + "/" + label), nil
	}
}

// Register registers the tools of this package on a server built
// elsewhere.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_issues"), listIssues)
	s.AddTool(mcp.NewTool("issue_record"), issueRecord)
}

func issueRecord(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	record, err := results.Lookup(request.GetInt("id", 0))
	if err != nil {
		return nil, err // want `tool "issue_record" returns an error from downstream call results.Lookup as a protocol error \(-32603\)`
	}
	return results.JSON(record) // Not reported: results.JSON never returns an error.
}

func listIssues(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir("issues")
	if err != nil {
		return nil, err // want `tool "list_issues" returns an error from downstream call os.ReadDir as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(entries))), nil
}
