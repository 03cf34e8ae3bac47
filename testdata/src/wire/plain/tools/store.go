package tools

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store holds the issues.
type Store struct{ Open int }

// GetStoreFn returns the store a call works on.
type GetStoreFn func(ctx context.Context) (*Store, error)

// FetchFn fetches a remote issue.
type FetchFn func(ctx context.Context, id int) (string, error)

// NewCounter returns the handler of the count tool. The only GetStoreFn
// the program builds never fails, so neither does getStore here.
func NewCounter(getStore GetStoreFn) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := getStore(ctx)
		if err != nil {
			return nil, fmt.Errorf("no store: %w", err) // Not reported: getStore never fails.
		}
		return mcp.NewToolResultText(fmt.Sprint(st.Open)), nil
	}
}

// NewFetcher returns the handler of the fetch tool, whose FetchFn can fail.
func NewFetcher(fetch FetchFn) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := fetch(ctx, request.GetInt("id", 0))
		if err != nil {
			return nil, err // want `tool "fetch_issue" returns an error from downstream call fetch as a protocol error`
		}
		return mcp.NewToolResultText(body), nil
	}
}

// Fetch is the FetchFn of a real tracker.
func Fetch(ctx context.Context, id int) (string, error) {
	if id <= 0 {
		return "", errors.New("no such issue")
	}
	return "issue", nil
}
