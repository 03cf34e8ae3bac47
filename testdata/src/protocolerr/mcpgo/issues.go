package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

const (
	attachmentDir = "/var/lib/tracker/attachments"
	maxAttachment = 1 << 20
	minBudget     = 200 * time.Millisecond
)

func handleGetIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		return nil, err // want `tool "get_issue" returns an argument-binding failure from RequireString as a protocol error \(-32603\), which the model never sees; return an isError result`
	}
	number, err := request.RequireInt("number")
	if err != nil {
		return nil, fmt.Errorf("number: %w", err) // want `tool "get_issue" returns a wrapped argument-binding failure from RequireInt as a protocol error \(-32603\)`
	}
	if number <= 0 {
		return nil, errors.New("number must be positive") // want `tool "get_issue" returns an error built in place as a protocol error \(-32603\)`
	}
	if err := cache.Ping(ctx); err != nil {
		// Not reported: Ping is declared infrastructure.
		return nil, err
	}
	if !tracker.Healthy(ctx) {
		// Not reported: UnavailableError is declared infrastructure.
		return nil, &UnavailableError{Service: "tracker"}
	}
	issue, err := tracker.GetIssue(ctx, repo, number)
	if err != nil {
		return nil, fmt.Errorf("get issue %d: %w", number, err) // want `tool "get_issue" returns a wrapped error from downstream call Client.GetIssue as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(fmt.Sprintf("#%d %s [%s]", issue.Number, issue.Title, issue.State)), nil
}

// handleFetchIssue serves the old name of get_issue.
func handleFetchIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// Not reported: the error comes unchanged from another handler, whose
	// own returns are reported where they are.
	return handleGetIssue(ctx, request)
}

func handleListIssues(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Repo string `json:"repo"`
	}
	if err := request.BindArguments(&args); err != nil {
		return nil, err // want `tool "list_issues" returns an argument-binding failure from BindArguments as a protocol error \(-32603\)`
	}
	owner, name, err := splitRepo(args.Repo)
	if err != nil {
		return nil, err // want `tool "list_issues" returns an error built by splitRepo as a protocol error \(-32603\)`
	}
	select {
	case <-ctx.Done():
		// Not reported: cancellation is not a domain failure.
		return nil, ctx.Err()
	default:
	}
	issues, err := tracker.ListIssues(ctx, owner+"/"+name)
	if err != nil {
		// Not reported: an isError result.
		return mcp.NewToolResultErrorFromErr("listing issues failed", err), nil
	}
	if len(issues) == 0 {
		return mcp.NewToolResultText("no open issues"), nil
	}
	var b strings.Builder
	for _, is := range issues {
		fmt.Fprintf(&b, "#%d %s\n", is.Number, is.Title)
	}
	// Not reported: err is nil here, the failure was handled above.
	return mcp.NewToolResultText(b.String()), err
}

func handleReadAttachment(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < minBudget {
		// Not reported: a deadline, not a domain failure.
		return nil, context.DeadlineExceeded
	}
	path := request.GetString("path", "")
	if path == "" {
		// Not reported: an isError result.
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.NewTextContent("path is required")},
		}, nil
	}
	data, err := os.ReadFile(filepath.Join(attachmentDir, filepath.Base(path)))
	if err != nil {
		return nil, err // want `tool "read_attachment" returns an error from downstream call os.ReadFile as a protocol error \(-32603\)`
	}
	if len(data) > maxAttachment {
		return nil, fmt.Errorf("attachment is %d bytes, over the %d byte limit", len(data), maxAttachment) // want `tool "read_attachment" returns an error built in place as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(string(data)), nil
}

type accountKey struct{}

func handleLinkAccount(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, linked := ctx.Value(accountKey{}).(string); !linked {
		// Not reported: URL elicitation travels as a protocol error by design.
		return nil, mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{
			Mode:    "url",
			Message: "Link your tracker account",
			URL:     "https://tracker.example.com/link",
		}}}
	}
	return mcp.NewToolResultText("account linked"), nil
}

func handleIssueJSON(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number, err := request.RequireInt("number")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	issue, err := tracker.GetIssue(ctx, request.GetString("repo", ""), number)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot fetch issue", err), nil
	}
	return mcp.NewToolResultJSON(issue) // Not reported: an encoding failure, an internal fault.
}
