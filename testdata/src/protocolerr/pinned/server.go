// Package pinned is an issues MCP server on mcp-go whose own tests call
// its handlers and assert the protocol errors they return: the fixture of
// the fixes protocolerr withholds, and of those it still offers.
package pinned

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var ErrArchived = errors.New("issue archived")

func newServer(limits *Limiter) *server.MCPServer {
	s := server.NewMCPServer("issues", "1.0.0")
	tool, read := IssueRead()
	s.AddTool(tool, limits.Middleware()(read))
	s.AddTool(mcp.NewTool("delete_issue"), handleDelete)
	s.AddTool(mcp.NewTool("archive_issue"), handleArchive)
	s.AddTool(mcp.NewTool("export_issue"), handleExport)
	s.AddTool(mcp.NewTool("import_issue"), handleImport)
	s.AddTool(mcp.NewTool("tag_issue"), handleTag)
	s.AddTool(mcp.NewTool("rename_issue"), handleRename)
	s.AddTool(mcp.NewTool("list_issues"), handleList)
	s.AddTool(mcp.NewTool("copy_issue"), handleCopy)
	s.AddTool(mcp.NewTool("move_issue"), HandleMove)
	s.AddTool(mcp.NewTool("pin_issue"), HandlePin)
	s.AddTool(mcp.NewTool("watch_issue"), handleWatch)
	s.AddTool(mcp.NewTool("unwatch_issue"), handleUnwatch)
	s.AddTool(mcp.NewTool("star_repo"), handleStar)
	s.AddTool(mcp.NewTool("fork_repo"), handleFork)
	s.AddTool(mcp.NewTool("rank_issue"), HandleRank)
	labels := &Labels{}
	s.AddTool(mcp.NewTool("label_issue"), labels.Apply)
	s.AddTool(mcp.NewTool("close_issue"), handleClose)
	s.AddTool(mcp.NewTool("lock_issue"), handleLock)
	s.AddTool(SearchIssues())
	s.AddTool(SearchPulls())
	return s
}

// IssueRead is tested table-driven, its message in the table: the return
// whose text the table holds keeps its error, the other is fixed.
func IssueRead() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("issue_read"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := req.GetInt("number", 0)
		if n == 0 {
			return nil, errors.New("missing issue number") // want `returns an error built in place as a protocol error`
		}
		if err := fetch(ctx, n); err != nil {
			return nil, fmt.Errorf("failed to get issue: %w", err) // want `returns a wrapped error built by fetch as a protocol error`
		}
		return mcp.NewToolResultText("issue"), nil
	}
}

func fetch(ctx context.Context, n int) error {
	if n < 0 {
		return errors.New("no such issue")
	}
	return nil
}

// Limiter is a middleware its test runs over a test double.
type Limiter struct{ left int }

func (l *Limiter) Middleware() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if l.left == 0 {
				return nil, errors.New("rate limit exceeded: too many requests") // want `returns an error built in place as a protocol error`
			}
			l.left--
			return next(ctx, req)
		}
	}
}

// handleDelete's suite asserts an error with no text: every protocol
// error it returns is the one asserted.
func handleDelete(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("missing id") // want `returns an error built in place as a protocol error`
	}
	if err := fetch(ctx, 1); err != nil {
		return nil, fmt.Errorf("delete: %w", err) // want `returns a wrapped error built by fetch as a protocol error`
	}
	return mcp.NewToolResultText("deleted"), nil
}

func handleArchive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("archived", false) {
		return nil, ErrArchived // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("archived"), nil
}

func handleExport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("format", "") != "json" {
		return nil, errors.New("export failed: unknown format") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("{}"), nil
}

func handleImport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("data", "") == "" {
		return nil, errors.New("nothing to import") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("imported"), nil
}

func handleTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("tag", "") == "" {
		return nil, errors.New("tag must not be empty") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("tagged"), nil
}

func handleRename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("title", "") == "" {
		return nil, errors.New("title must not be empty") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("renamed"), nil
}

// handleList's test asserts that it succeeds: its fix stays.
func handleList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("page", 1) < 1 {
		return nil, errors.New("page must be positive") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("[]"), nil
}

// handleCopy has no test of its own; a test of another handler does not
// pin it.
func handleCopy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("to", "") == "" {
		return nil, errors.New("missing destination") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("copied"), nil
}

// HandleMove is tested from the external test package, which asserts
// its error: the test is read from disk, and the fix withheld.
func HandleMove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("to", "") == "" {
		return nil, errors.New("missing destination") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("moved"), nil
}

// HandlePin's external test asserts success: its fix stays.
func HandlePin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("issue", "") == "" {
		return nil, errors.New("missing issue") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("pinned"), nil
}

// Labels' Apply is a method the external test calls on a value the
// package makes, and asserts its error: its fix is withheld.
type Labels struct{}

func (l *Labels) Apply(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("label", "") == "" {
		return nil, errors.New("missing label") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("labelled"), nil
}

// handleClose's test takes either outcome: its error is asserted only
// where it is not nil.
func handleClose(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("closed", false) {
		return nil, errors.New("already closed") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("closed"), nil
}

// handleLock's table expects no error in any entry: the assertion under
// its flag is never made.
func handleLock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("locked", false) {
		return nil, errors.New("already locked") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("locked"), nil
}

// SearchIssues and SearchPulls share a helper whose return a test of
// SearchIssues asserts: it keeps its error for both.
func SearchIssues() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("search_issues"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return search(ctx, req, "failed to search issues")
	}
}

func SearchPulls() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("search_pulls"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return search(ctx, req, "failed to search pulls")
	}
}

func search(ctx context.Context, req mcp.CallToolRequest, prefix string) (*mcp.CallToolResult, error) {
	if err := fetch(ctx, req.GetInt("page", 0)); err != nil {
		return nil, fmt.Errorf("%s: %w", prefix, err) // want `returns a wrapped error built by fetch as a protocol error`
	}
	return mcp.NewToolResultText("[]"), nil
}

// handleWatch's test is gotests' table, one entry of which wants an error:
// its fix is withheld.
func handleWatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("user", "") == "" {
		return nil, errors.New("missing user") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("watching"), nil
}

// handleUnwatch's table wants no error in any entry: its fix stays.
func handleUnwatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("user", "") == "" {
		return nil, errors.New("missing user") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("unwatched"), nil
}

// handleStar's test asserts require.True(t, err != nil): its fix is
// withheld.
func handleStar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("repo", "") == "" {
		return nil, errors.New("missing repository") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("starred"), nil
}

// handleFork's test compares the error's presence with false: its fix
// stays.
func handleFork(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("repo", "") == "" {
		return nil, errors.New("missing repository") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("forked"), nil
}

// HandleRank's external test asserts the error of ParseRank, which is no
// handler: its fix stays.
func HandleRank(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := ParseRank(req.GetString("rank", "")); err != nil {
		return nil, errors.New("missing rank") // want `returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("ranked"), nil
}

// ParseRank parses a rank.
func ParseRank(s string) (int, error) {
	if s == "" {
		return 0, errors.New("empty rank")
	}
	return len(s), nil
}
