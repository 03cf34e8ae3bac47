package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerFlowTools registers the handlers whose errors only a look at
// how values flow tells apart.
func registerFlowTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("archive_issue"), handleArchiveIssue)
	s.AddTool(mcp.NewTool("export_issue"), handleExportIssue)
	s.AddTool(mcp.NewTool("guarded_export"), handleGuardedExport)
	s.AddTool(mcp.NewTool("remote_issue"), handleRemoteIssue)
	s.AddTool(mcp.NewTool("tracker_status"), handleTrackerStatus)
	s.AddTool(mcp.NewTool("tracker_issue"), handleTrackerIssue)
	s.AddTool(mcp.NewTool("issue_digest"), handleIssueDigest)
	s.AddTool(mcp.NewTool("issue_action"), handleIssueAction)
	s.AddTool(mcp.NewTool("issue_dump"), handleIssueDump)
	s.AddTool(mcp.NewTool("issue_json_result"), handleIssueJSONResult)
	s.AddTool(mcp.NewTool("issue_export_file"), handleIssueExportFile)
	s.AddTool(mcp.NewTool("traced_issue"), traced("traced_issue", handleTracedIssue))
}

// handleArchiveIssue reports through its named results: the bare returns
// that set only the result let out a nil error.
func handleArchiveIssue(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, serverErr error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		result = mcp.NewToolResultError(err.Error())
		return // Not reported: serverErr was never assigned.
	}
	if err := tracker.CloseIssue(ctx, repo, 1); err != nil {
		serverErr = fmt.Errorf("archive %s: %w", repo, err)
		return // want `tool "archive_issue" returns a wrapped error from downstream call Client.CloseIssue as a protocol error \(-32603\)`
	}
	result = mcp.NewToolResultText("archived")
	return
}

// handleExportIssue closes its file in a deferred call that may replace
// the error the handler returns.
func handleExportIssue(ctx context.Context, request mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	f, ferr := os.Create("issue.json")
	if ferr != nil {
		return mcp.NewToolResultError(ferr.Error()), nil // Not reported: the defer comes later.
	}
	defer func() {
		if cerr := f.Close(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	return mcp.NewToolResultText("exported"), nil // want `tool "export_issue" returns an error from downstream call File.Close as a protocol error`
}

// handleGuardedExport turns panics into an error in a deferred recover:
// handlerpanic's concern, not a domain failure.
func handleGuardedExport(ctx context.Context, request mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("export panicked: %v", r)
		}
	}()
	return mcp.NewToolResultText("exported"), nil
}

// APIError is a failure the tracker API reports.
type APIError struct{ Status int }

func (e *APIError) Error() string { return fmt.Sprintf("tracker API: %d", e.Status) }

// handleRemoteIssue passes on the API error errors.As found: not nil, and
// from the downstream call.
func handleRemoteIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := tracker.GetIssue(ctx, "tools", 1)
	var apiErr *APIError
	if errors.As(err, &apiErr) {
		return nil, apiErr // want `tool "remote_issue" returns an error from downstream call Client.GetIssue as a protocol error`
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// jsonResult answers every encoding failure with an isError result: its
// error is always nil.
func jsonResult(v any) (*mcp.CallToolResult, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("cannot encode the result"), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

func handleIssueDigest(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issues, err := tracker.ListIssues(ctx, "tools")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	res, opErr := jsonResult(issues)
	if opErr != nil {
		return nil, opErr // Not reported: jsonResult never returns an error.
	}
	return res, nil
}

func closeAction(ctx context.Context) (*mcp.CallToolResult, error) {
	if err := tracker.CloseIssue(ctx, "tools", 1); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("closed"), nil
}

func reopenAction(ctx context.Context) (*mcp.CallToolResult, error) {
	if err := tracker.ReopenIssue(ctx, "tools", 1); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("reopened"), nil
}

// handleIssueAction picks one of two actions, each of which returns a nil
// error on every path.
func handleIssueAction(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var (
		res   *mcp.CallToolResult
		opErr error
	)
	switch request.GetString("action", "") {
	case "close":
		res, opErr = closeAction(ctx)
	default:
		res, opErr = reopenAction(ctx)
	}
	return res, opErr // Not reported: both actions return a nil error.
}

// handleIssueDump fails only when its own value cannot be encoded: an
// internal fault, not reported by default.
func handleIssueDump(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := tracker.GetIssue(ctx, "tools", 1)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	data, err := json.MarshalIndent(issue, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode issue: %w", err)
	}
	return mcp.NewToolResultText(string(data)), nil
}

func handleIssueJSONResult(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := tracker.GetIssue(ctx, "tools", 1)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(issue) // Not reported: an encoding failure.
}

// handleIssueExportFile writes what it encodes: the write is a downstream
// failure, the encoding is not.
func handleIssueExportFile(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := tracker.GetIssue(ctx, "tools", 1)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	f, err := os.Create("issue.json")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	if err := json.NewEncoder(f).Encode(issue); err != nil {
		return nil, err // Not reported: an encoding failure.
	}
	if err := f.Sync(); err != nil {
		return nil, err // want `tool "issue_export_file" returns an error from downstream call File.Sync as a protocol error`
	}
	return mcp.NewToolResultText("written"), nil
}

// traced runs a handler given as a plain function value: what it returns
// is that handler's to answer for.
func traced(name string, th func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		defer fmt.Fprintln(os.Stderr, "done", name)
		return th(ctx, request) // Not reported: th's error passed on unchanged.
	}
}

func handleTracedIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := tracker.GetIssue(ctx, "tools", 1); err != nil {
		return nil, err // want `tool "traced_issue" returns an error from downstream call Client.GetIssue as a protocol error`
	}
	return mcp.NewToolResultText("ok"), nil
}

func registerContextTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("session_info"), handleSessionInfo)
	s.AddTool(mcp.NewTool("decode_issue"), handleDecodeIssue)
	s.AddTool(mcp.NewTool("quote_issue"), handleQuoteIssue)
}

// handleSessionInfo checks for values the framework always provides during
// a tool call: the branches for their absence never run.
func handleSessionInfo(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	srv := server.ServerFromContext(ctx)
	if srv == nil {
		return nil, errors.New("no server in context") // Not reported: never runs.
	}
	if session := server.ClientSessionFromContext(ctx); session == nil {
		return nil, errors.New("no session") // Not reported: never runs.
	}
	if request.GetString("id", "") == "" {
		return nil, errors.New("id is required") // want `tool "session_info" returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("ok"), nil
}

// summary is the issue as the model sees it.
type summary struct {
	Title string `json:"title"`
}

// handleDecodeIssue converts between its own types through JSON: a
// failure of that is an internal fault, like an encoding failure.
func handleDecodeIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := tracker.GetIssue(ctx, "tools", 1)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	data, err := json.Marshal(issue)
	if err != nil {
		return nil, err // Not reported: an encoding failure.
	}
	var s summary
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("convert issue: %w", err) // Not reported: decoding what was just encoded.
	}
	return mcp.NewToolResultText(s.Title), nil
}

// handleQuoteIssue quotes its causes with %v rather than wrapping them.
func handleQuoteIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := tracker.GetIssue(ctx, "tools", 1)
	if err != nil {
		return nil, fmt.Errorf("cannot fetch the issue: %v", err) // want `tool "quote_issue" returns an error built in place as a protocol error`
	}
	data, err := json.Marshal(issue)
	if err != nil {
		return nil, fmt.Errorf("cannot encode the issue: %s", err.Error()) // Not reported: an encoding failure, quoted.
	}
	return mcp.NewToolResultText(string(data)), nil
}

func registerLinkTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_link"), handleIssueLink)
}

// handleIssueLink parses constants, which cannot fail, and the model's
// input, which can.
func handleIssueLink(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	link, err := url.JoinPath("repo://", "tools", "issues")
	if err != nil {
		return nil, err // Not reported: a constant base never fails to parse.
	}
	page, err := strconv.Atoi(request.GetString("page", "1"))
	if err != nil {
		return nil, err // want `tool "issue_link" returns an error from downstream call strconv.Atoi as a protocol error`
	}
	return mcp.NewToolResultText(fmt.Sprint(link, page)), nil
}

// toolDeps are what handlers of the dependency-taking kind receive.
type toolDeps struct{ c *Client }

// withDeps serves a handler that takes its dependencies beside the
// request: what it returns is that handler's to answer for.
func withDeps(d toolDeps, h func(ctx context.Context, d toolDeps, request mcp.CallToolRequest) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, d, request) // Not reported: h's error, passed on.
	}
}

func registerDepTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("dep_issue"), withDeps(toolDeps{c: tracker}, func(ctx context.Context, d toolDeps, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	}))
}

// remote is a connection to another MCP server, whose tools this server
// proxies.
var remote = &client.Client{}

func registerProxyTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("remote_search"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := remote.CallTool(ctx, request)
		if err != nil {
			return nil, fmt.Errorf("remote search: %w", err) // want `tool "remote_search" returns a wrapped error from downstream call Client.CallTool as a protocol error`
		}
		return res, nil
	})
}
