package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// openSearchIndex opens the on-disk search index. A failure is an outage of
// this server.
//
//toolerr:infra
func openSearchIndex(dir string) (*os.File, error) {
	return os.Open(filepath.Join(dir, "index.bin"))
}

func (c *Client) SearchIssues(ctx context.Context, query string) ([]Issue, error) {
	var issues []Issue
	err := c.do(ctx, "GET", "/search/issues?q="+query, nil, &issues)
	return issues, err
}

func (c *Client) LinkedAccount(ctx context.Context) (string, error) {
	var account struct {
		Login string `json:"login"`
	}
	err := c.do(ctx, "GET", "/user", nil, &account)
	return account.Login, err
}

// handleSearchIssues shows returns that are never domain failures.
func handleSearchIssues(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := request.GetString("query", "")
	index, err := openSearchIndex("/var/lib/tracker")
	if err != nil {
		// Not reported: openSearchIndex is declared infrastructure.
		return nil, err
	}
	defer index.Close()
	if err := cache.Ping(ctx); err != nil {
		// Not reported: wrapping keeps an infrastructure failure one.
		return nil, fmt.Errorf("issue cache: %w", err)
	}
	issues, err := tracker.SearchIssues(ctx, query)
	if errors.Is(err, context.Canceled) || ctx.Err() != nil {
		// Not reported: wrapping keeps a cancellation one.
		return nil, fmt.Errorf("search issues: %w", ctx.Err())
	}
	if err != nil {
		// Not reported: an isError result.
		return mcp.NewToolResultErrorFromErr("search failed", err), nil
	}
	if len(issues) > 1000 {
		// Not reported: cancellation by the server itself.
		return nil, context.Canceled
	}
	titles := make([]string, 0, len(issues))
	for _, is := range issues {
		titles = append(titles, is.Title)
	}
	return mcp.NewToolResultText(strings.Join(titles, "\n")), nil
}

// handleSyncAccount asks for a URL elicitation in the shapes the server
// recognises: a pointer, and a wrapped value.
func handleSyncAccount(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	login, err := tracker.LinkedAccount(ctx)
	if err != nil {
		// Not reported: a URL elicitation travels as a protocol error by design.
		return nil, &mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{
			Mode: "url", Message: "Sign in to the tracker", URL: "https://tracker.example.com/login",
		}}}
	}
	if login == "" {
		// Not reported: still a URL elicitation once wrapped.
		return nil, fmt.Errorf("sync account: %w", mcp.URLElicitationRequiredError{})
	}
	return mcp.NewToolResultText("synced " + login), nil
}

// handleAttachmentSizes walks the attachments; the walk callback's returns
// belong to the callback, not to the handler.
func handleAttachmentSizes(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var total int64
	err := filepath.WalkDir(attachmentDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			// Not reported: the callback of WalkDir, not a handler return.
			return err
		}
		if d.IsDir() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			// Not reported: same.
			return fmt.Errorf("stat %s: %w", path, err)
		}
		total += info.Size()
		return nil
	})
	if err != nil {
		return nil, err // want `tool "attachment_sizes" returns an error from downstream call filepath.WalkDir as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d bytes", total)), nil
}

var failedCalls int

// countFailures counts failed tool calls.
func countFailures(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, request)
		if err != nil {
			failedCalls++
			// Not reported: next's error passed on unchanged.
			return nil, err
		}
		if res != nil && res.IsError {
			failedCalls++
		}
		return res, nil
	}
}

func registerSearchTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_issues"), handleSearchIssues)
	s.AddTool(mcp.NewTool("sync_account"), handleSyncAccount)
	s.AddTool(mcp.NewTool("attachment_sizes"), handleAttachmentSizes)
	s.AddTool(mcp.NewTool("assign_me"), handleAssignMe)
	s.AddTool(mcp.NewTool("issue_state"), handleIssueState)
}

type assignMeKey struct{}

// handleAssignMe assigns an issue to the caller by delegating to the
// assign_issue handler.
func handleAssignMe(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	login, _ := ctx.Value(assignMeKey{}).(string)
	fetch := func() (*Issue, error) {
		issue, err := tracker.GetIssue(ctx, request.GetString("repo", ""), request.GetInt("number", 0))
		if err != nil {
			// Not reported: a closure's return, not the handler's.
			return nil, fmt.Errorf("fetch: %w", err)
		}
		return issue, nil
	}
	issue, err := fetch()
	if err != nil {
		// Not reported: an isError result.
		return mcp.NewToolResultErrorFromErr("cannot fetch issue", err), nil
	}
	args := assignArgs{Repo: request.GetString("repo", ""), Number: issue.Number, Assignee: login}
	// Not reported: the error comes unchanged from another handler of the
	// same kind, whose own returns are reported where they are.
	return handleAssign(ctx, request, args)
}

// handleIssueState answers with an isError result built in steps.
func handleIssueState(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := tracker.GetIssue(ctx, request.GetString("repo", ""), request.GetInt("number", 0))
	if err != nil {
		res := mcp.NewToolResultText("cannot fetch issue: " + err.Error())
		res.IsError = true
		// Not reported: an isError result, and a nil error.
		return res, nil
	}
	return mcp.NewToolResultText(issue.State), nil
}
