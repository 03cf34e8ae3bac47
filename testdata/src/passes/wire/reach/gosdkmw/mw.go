// Package gosdkmw declares wrappers of go-sdk tool handlers. It builds no
// server: its closures are judged by the program that serves them, as
// long as the program reaches the function that returns them.
package gosdkmw

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Limiter's Wrap is reached through its type, which cmd uses.
type Limiter struct{ Max int }

func (l Limiter) Wrap(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Limiter.Wrap: judged elsewhere`
		if l.Max == 0 {
			return nil, errors.New("no limit")
		}
		return next(ctx, req)
	}
}

// Auditor's Wrap: neither the method nor the type nor its constructor is
// used by cmd.
type Auditor struct{}

func NewAuditor() Auditor { return Auditor{} }

func (Auditor) Wrap(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Auditor.Wrap: judged elsewhere`
		return nil, errors.New("audit")
	}
}

// Named is called by cmd.
func Named(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Named: judged elsewhere`
		return nil, errors.New(name)
	}
}
