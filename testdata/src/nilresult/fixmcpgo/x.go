// Package fixmcpgo is an issue tracker on mcp-go: the fixtures of the
// nilresult suggested fix.
package fixmcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var closed = map[string]bool{}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("issues", "1.0.0")
	register(s)
	return s
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("close_issue"), closeIssue)
	s.AddTool(mcp.NewTool("reopen_issue"), reopenIssue)
	s.AddTool(mcp.NewTool("label_issue"), labelIssue)
	s.AddTool(mcp.NewTool("lock_issue"), mcp.NewTypedToolHandler(lockIssue))
	s.AddTool(mcp.NewTool("watch_issue"), watchIssue)
	s.AddTool(mcp.NewTool("render_issue"), renderIssue)
	s.AddTool(mcp.NewTool("pin_issue"), pinIssue)
	s.AddTool(mcp.NewTool("mute_issue"), muteIssue)
}

// closeIssue: a guard's return becomes an isError result naming the tool.
func closeIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := request.GetString("id", "")
	if closed[id] {
		return nil, nil // want `tool "close_issue" returns a nil result and a nil error`
	}
	closed[id] = true
	return mcp.NewToolResultText("closed " + id), nil
}

// reopenIssue: the last return is the only way the handler succeeds, so
// it becomes an empty success.
func reopenIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := request.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !closed[id] {
		return mcp.NewToolResultError("issue " + id + " is open"), nil
	}
	delete(closed, id)
	return nil, nil // want `tool "reopen_issue" returns a nil result and a nil error`
}

// labelIssue: the last return follows a success of another return: it is
// no certain success.
func labelIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if label := request.GetString("label", ""); label != "" {
		return mcp.NewToolResultText("labelled " + label), nil
	}
	return nil, nil // want `tool "label_issue" returns a nil result and a nil error`
}

type lockArgs struct {
	ID string `json:"id"`
}

// lockIssue: a typed handler, and a bare return of named results.
func lockIssue(ctx context.Context, request mcp.CallToolRequest, args lockArgs) (res *mcp.CallToolResult, err error) {
	if args.ID == "" {
		return // want `tool "lock_issue" returns a nil result and a nil error`
	}
	res = mcp.NewToolResultText("locked " + args.ID)
	return
}

// watchIssue: the nil result is a variable's, which the fix would leave
// unused: no fix.
func watchIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if request.GetString("id", "") == "" {
		return res, nil // want `tool "watch_issue" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText("watching"), nil
}

// rendered is a helper whose results render_issue returns unchanged: it
// may serve other tools, so its return gets no fix.
func rendered(body string) (*mcp.CallToolResult, error) {
	if body == "" {
		return nil, nil // want `tool "render_issue" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText(body), nil
}

func renderIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return rendered(request.GetString("body", ""))
}

// pinIssue: every other return fails, so the last is a success too.
func pinIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := pin(request.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("cannot pin"), nil
	}
	return nil, nil // want `tool "pin_issue" returns a nil result and a nil error`
}

func pin(id string) error {
	if id == "" {
		return errors.New("no id")
	}
	return nil
}

// muteIssue: a local mcp hides the package: no fix.
func muteIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	mcp := request.GetString("mcp", "")
	if mcp == "" {
		return nil, nil // want `tool "mute_issue" returns a nil result and a nil error`
	}
	return muted(), nil
}

func muted() *mcp.CallToolResult { return mcp.NewToolResultText("muted") }
