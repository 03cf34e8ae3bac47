// Package foxy is a repositories server on foxy-contexts, whose codes are
// toolerrs/errs': the closedcodes fixtures for its callbacks, whose error
// results set the *bool IsError.
package foxy

import (
	"context"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

var repos = map[string]string{}

func ptr[T any](v T) *T { return &v }

func content(s string) []interface{} {
	return []interface{}{mcp.TextContent{Type: "text", Text: s}}
}

// fail returns an isError result carrying code in the envelope.
func fail(code errs.Code, msg string) *mcp.CallToolResult {
	env := respond.Envelope(code, msg)
	return &mcp.CallToolResult{IsError: ptr(true), Content: []interface{}{env}}
}

// NewGetRepoTool reads one repository.
func NewGetRepoTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "get_repo"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		name, ok := args["name"].(string)
		if !ok {
			return &mcp.CallToolResult{IsError: ptr(true), Content: content("name is required")} // want `tool "get_repo" returns an error result without a declared error code`
		}
		r, ok := repos[name]
		if !ok {
			return fail(errs.NotFound, "no repository "+name) // Not reported: coded.
		}
		return &mcp.CallToolResult{IsError: ptr(false), Content: content(r)} // Not reported: IsError is false.
	})
}

// NewArchiveRepoTool archives a repository.
func NewArchiveRepoTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "archive_repo"}, archiveRepo)
}

func archiveRepo(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	name, ok := args["name"].(string)
	if !ok {
		return fail(errs.InvalidArgument, "name is required") // Not reported: coded.
	}
	if _, ok := repos[name]; !ok {
		failed := true
		return &mcp.CallToolResult{IsError: &failed, Content: content("no repository " + name)} // want `tool "archive_repo" returns an error result without a declared error code`
	}
	delete(repos, name)
	return &mcp.CallToolResult{Content: content("archived")} // Not reported: a success.
}
