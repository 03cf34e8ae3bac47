package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

var errNoSuchIssue = errors.New("no such issue")

type assignArgs struct {
	Repo     string `json:"repo"`
	Number   int    `json:"number"`
	Assignee string `json:"assignee"`
}

func handleAssign(ctx context.Context, request mcp.CallToolRequest, args assignArgs) (*mcp.CallToolResult, error) {
	if args.Assignee == "" {
		return nil, errors.New("assignee is required") // want `tool "assign_issue" returns an error built in place as a protocol error \(-32603\)`
	}
	if args.Number <= 0 {
		return nil, errNoSuchIssue // want `tool "assign_issue" returns an error built in place as a protocol error \(-32603\)`
	}
	if err := tracker.Assign(ctx, args.Repo, args.Number, args.Assignee); err != nil {
		return nil, err // want `tool "assign_issue" returns an error from downstream call Client.Assign as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("assigned to " + args.Assignee), nil
}

type statsArgs struct {
	Repo string `json:"repo"`
}

type repoStats struct {
	Open int `json:"open"`
}

// handleRepoStats is a structured handler: mcp-go turns its errors into
// isError results.
func handleRepoStats(ctx context.Context, request mcp.CallToolRequest, args statsArgs) (repoStats, error) {
	if args.Repo == "" {
		// Not reported: becomes an isError result.
		return repoStats{}, errors.New("repo is required")
	}
	open, err := tracker.ListIssues(ctx, args.Repo)
	if err != nil {
		// Not reported: becomes an isError result.
		return repoStats{}, fmt.Errorf("list issues: %w", err)
	}
	return repoStats{Open: len(open)}, nil
}

// handleRepoSummary serves older clients a text form of repo_stats. It calls
// the structured handler directly and lets its error out as a protocol error.
func handleRepoSummary(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args statsArgs
	if err := request.BindArguments(&args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	stats, err := handleRepoStats(ctx, request, args)
	if err != nil {
		return nil, err // want `tool "repo_summary" returns the error of wrapped handler handleRepoStats as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d open issues", stats.Open)), nil
}

func handleExportRepo(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		return nil, err // want `tool "export_repo" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	jobID, err := tracker.StartExport(ctx, repo)
	if err != nil {
		return nil, err // want `tool "export_repo" returns an error from downstream call Client.StartExport as a protocol error \(-32603\)`
	}
	return &mcp.CreateTaskResult{Task: mcp.Task{TaskId: jobID, Status: mcp.TaskStatusWorking}}, nil
}

func handleImportIssues(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	var args struct {
		Repo string `json:"repo"`
		URL  string `json:"url"`
	}
	if err := request.BindArguments(&args); err != nil {
		return nil, fmt.Errorf("bad arguments: %w", err) // want `tool "import_issues" returns a wrapped argument-binding failure from BindArguments as a protocol error \(-32603\)`
	}
	if err := ctx.Err(); err != nil {
		// Not reported: cancellation.
		return nil, err
	}
	return &mcp.CreateTaskResult{Task: mcp.Task{TaskId: "import-" + args.Repo, Status: mcp.TaskStatusWorking}}, nil
}

type bulkCloseArgs struct {
	Repo    string `json:"repo"`
	Numbers []int  `json:"numbers"`
}

// HandleBulkClose is a typed handler that the admin server registers; here
// it is never called, so it is taken as a handler.
func HandleBulkClose(ctx context.Context, request mcp.CallToolRequest, args bulkCloseArgs) (*mcp.CallToolResult, error) {
	for _, n := range args.Numbers {
		if err := tracker.CloseIssue(ctx, args.Repo, n); err != nil {
			return nil, fmt.Errorf("close #%d: %w", n, err) // want `handler HandleBulkClose returns a wrapped error from downstream call Client.CloseIssue as a protocol error \(-32603\)`
		}
	}
	return mcp.NewToolResultText(fmt.Sprintf("closed %d issues", len(args.Numbers))), nil
}
