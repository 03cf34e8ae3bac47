package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// maxTitle is the longest issue title the tracker accepts.
const maxTitle = 120

// tracker holds what the issue tools share.
type tracker struct {
	issues *IssueStore
}

// getIssue passes a missing argument and a failed lookup on as Go errors:
// mcp-go answers both with JSON-RPC error -32603, which the model never sees.
func (t *tracker) getIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := request.RequireString("id")
	if err != nil {
		return nil, err
	}
	issue, err := t.issues.Get(id)
	if err != nil {
		return nil, fmt.Errorf("get issue %s: %w", id, err)
	}
	return mcp.NewToolResultText(issue.String()), nil
}

type createIssueArgs struct {
	Title  string   `json:"title" jsonschema:"one-line summary"`
	Body   string   `json:"body,omitempty"`
	Labels []string `json:"labels,omitempty"`
}

// createIssue is a typed handler: mcp.NewTypedToolHandler binds the
// arguments, and an error returned here still becomes JSON-RPC error -32603.
func (t *tracker) createIssue(ctx context.Context, request mcp.CallToolRequest, args createIssueArgs) (*mcp.CallToolResult, error) {
	if args.Title == "" {
		return nil, errors.New("title is required")
	}
	if len(args.Title) > maxTitle {
		return mcp.NewToolResultErrorf("title has %d characters; the limit is %d", len(args.Title), maxTitle), nil
	}
	issue, err := t.issues.Create(args.Title, args.Body, args.Labels)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("created " + issue.ID), nil
}

type listIssuesArgs struct {
	OpenOnly bool   `json:"open_only,omitempty"`
	Label    string `json:"label,omitempty"`
}

type issueList struct {
	Issues []Issue `json:"issues"`
}

// listIssues is a structured handler: mcp.NewStructuredToolHandler turns
// the errors it returns into isError results, so they are fine as they are.
func (t *tracker) listIssues(ctx context.Context, request mcp.CallToolRequest, args listIssuesArgs) (issueList, error) {
	if args.Label != "" && !slices.Contains(knownLabels, args.Label) {
		return issueList{}, fmt.Errorf("unknown label %q; use one of %s", args.Label, strings.Join(knownLabels, ", "))
	}
	issues, err := t.issues.List(args.OpenOnly)
	if err != nil {
		return issueList{}, err
	}
	var list issueList
	for _, issue := range issues {
		if args.Label == "" || slices.Contains(issue.Labels, args.Label) {
			list.Issues = append(list.Issues, issue)
		}
	}
	return list, nil
}

// assignIssue checks its arguments with comma-ok assertions, which is fine,
// but leaves one failure to failure, whose return makes a protocol error.
func (t *tracker) assignIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	id, ok := args["id"].(string)
	if !ok {
		return mcp.NewToolResultError("id must be a string"), nil
	}
	assignee, ok := args["assignee"].(string)
	if !ok {
		return mcp.NewToolResultError("assignee must be a string"), nil
	}
	if !slices.Contains(teamMembers, assignee) {
		return failure(fmt.Sprintf("unknown assignee %q", assignee))
	}
	if err := t.issues.Assign(id, assignee); err != nil {
		return mcp.NewToolResultErrorFromErr("cannot assign "+id, err), nil
	}
	return mcp.NewToolResultText(id + " assigned to " + assignee), nil
}

// failure turns a message into the handler's results. The error it returns
// reaches the client as JSON-RPC error -32603.
func failure(message string) (*mcp.CallToolResult, error) {
	return nil, errors.New(message)
}

// closeIssue shows the returns toolerrlint accepts in a raw handler: a
// cancelled call, isError results, and a failure of an infrastructure
// function. Only the nil result for an already closed issue is reported.
func (t *tracker) closeIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	id := request.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil
	}
	issue, err := t.issues.Get(id)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot close "+id, err), nil
	}
	if issue.Closed {
		return nil, nil
	}
	if err := t.issues.Close(id); err != nil {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.NewTextContent(err.Error())},
		}, nil
	}
	if err := t.issues.Save(); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("closed " + id), nil
}

// deleteIssue exits the whole server when the store misbehaves, ending
// every session instead of failing one call.
func (t *tracker) deleteIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := request.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := t.issues.Delete(id); err != nil {
		if errors.Is(err, errNotFound) {
			return mcp.NewToolResultErrorf("no issue %s", id), nil
		}
		log.Fatalf("issue store corrupt after deleting %s: %v", id, err)
	}
	return mcp.NewToolResultText("deleted " + id), nil
}
