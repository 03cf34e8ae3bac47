// Package trpc is a search server on trpc-mcp-go: the protocolerr
// fixtures for its handlers. v0.0.20 answers every error a handler returns,
// but context cancellation, with an isError result carrying its text, so
// nothing here is a protocol error.
package trpc

import (
	"context"
	"errors"
	"fmt"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

type index struct{ docs map[string]string }

func (ix *index) lookup(ctx context.Context, q string) (string, error) {
	d, ok := ix.docs[q]
	if !ok {
		return "", fmt.Errorf("no match for %q", q)
	}
	return d, nil
}

func newServer(ix *index) *mcp.Server {
	s := mcp.NewServer("search", "1.0.0")
	s.RegisterTool(mcp.NewTool("search"), ix.search)
	s.RegisterTool(mcp.NewTool("suggest"), mcp.NewTypedToolHandler(ix.suggest))
	return s
}

func (ix *index) search(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, ok := req.Params.Arguments["q"].(string)
	if !ok {
		return nil, errors.New("q is required") // Not reported: becomes an isError result.
	}
	doc, err := ix.lookup(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err) // Not reported: becomes an isError result.
	}
	if err := ctx.Err(); err != nil {
		return nil, err // Not reported: cancellation.
	}
	return mcp.NewTextResult(doc), nil
}

type suggestInput struct{ Prefix string }

func (ix *index) suggest(ctx context.Context, req *mcp.CallToolRequest, in suggestInput) ([]string, error) {
	if in.Prefix == "" {
		return nil, errors.New("prefix is required") // Not reported: the adapter builds an isError result.
	}
	return []string{in.Prefix}, nil
}
