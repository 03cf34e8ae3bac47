package main

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolerrlint/toolerrlint/examples/toolerrs/errs"
)

// account is one user account.
type account struct {
	Login  string `json:"login"`
	Name   string `json:"name"`
	Locked bool   `json:"locked"`
}

// directory holds the accounts in memory.
type directory struct {
	mu       sync.Mutex
	accounts map[string]*account
}

type loginInput struct {
	Login string `json:"login" jsonschema:"the account's login"`
}

// getAccount is a typed handler. Its errors become isError results that
// the SDK builds from their text alone: the envelope's code survives in
// that text, the request id does not.
func (d *directory) getAccount(ctx context.Context, req *mcp.CallToolRequest, in loginInput) (*mcp.CallToolResult, account, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if in.Login == "" {
		return nil, account{}, errors.New("login is required")
	}
	a, ok := d.accounts[in.Login]
	if !ok {
		return nil, account{}, &errs.ToolError{Code: errs.NotFound, Message: "no account " + in.Login}
	}
	return nil, *a, nil
}

type renameInput struct {
	Login string `json:"login"`
	Name  string `json:"name" jsonschema:"the new display name, 1 to 64 characters"`
}

// renameAccount is a typed handler that returns its failures as stamped,
// coded results, which toolerrlint accepts.
func (d *directory) renameAccount(ctx context.Context, req *mcp.CallToolRequest, in renameInput) (*mcp.CallToolResult, account, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	a, ok := d.accounts[in.Login]
	if !ok {
		return failure(ctx, &errs.ToolError{Code: errs.NotFound, Message: "no account " + in.Login, Field: "login"}), account{}, nil
	}
	if n := len(strings.TrimSpace(in.Name)); n == 0 || n > 64 {
		return failure(ctx, &errs.ToolError{Code: errs.InvalidArgument, Message: "the name has 1 to 64 characters", Field: "name"}), account{}, nil
	}
	a.Name = strings.TrimSpace(in.Name)
	return nil, *a, nil
}

// lockAccount is a raw handler that builds its results itself.
func (d *directory) lockAccount(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in loginInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return failure(ctx, &errs.ToolError{Code: errs.InvalidArgument, Message: err.Error(), Field: "arguments"}), nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	a, ok := d.accounts[in.Login]
	if !ok {
		return failure(ctx, &errs.ToolError{Code: errs.NotFound, Message: "no account " + in.Login, Field: "login"}), nil
	}
	a.Locked = true
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "locked " + in.Login}}}, nil
}

// accountHealth reports a locked account in a result that does not say
// isError: the model reads the problem as a healthy answer.
func (d *directory) accountHealth(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in loginInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return failure(ctx, &errs.ToolError{Code: errs.InvalidArgument, Message: err.Error(), Field: "arguments"}), nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if a, ok := d.accounts[in.Login]; ok && a.Locked {
		problem := &errs.ToolError{Code: errs.Conflict, Message: in.Login + " is locked"}
		return &mcp.CallToolResult{
			Content:           []mcp.Content{&mcp.TextContent{Text: problem.Error()}},
			StructuredContent: problem,
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Login + " is healthy"}}}, nil
}

// failure returns the isError result of env, stamped with the id of the
// request ctx serves. No directive: toolerrlint infers that it always
// stamps, and that its results carry a code when env does.
func failure(ctx context.Context, env *errs.ToolError) *mcp.CallToolResult {
	env = env.Stamp(ctx)
	return &mcp.CallToolResult{
		IsError:           true,
		Content:           []mcp.Content{&mcp.TextContent{Text: env.Error()}},
		StructuredContent: env,
	}
}
