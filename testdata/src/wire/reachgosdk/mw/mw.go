// Package mw declares wrappers of go-sdk tool handlers and builds no
// server: its closures are judged by the program that serves them.
package mw

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Limiter's Wrap is reached through its type, which cmd uses.
type Limiter struct{ Max int }

func (l Limiter) Wrap(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if l.Max == 0 {
			return nil, errors.New("no limit") // want `handler in Limiter.Wrap returns an error built in place as a protocol error`
		}
		return next(ctx, req)
	}
}

// Auditor: cmd uses neither the method, nor the type, nor its
// constructor.
type Auditor struct{ Log string }

func NewAuditor(log string) Auditor { return Auditor{Log: log} }

func (a Auditor) Wrap(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if a.Log == "" {
			return nil, errors.New("no audit log")
		}
		return next(ctx, req)
	}
}

// Named builds a handler; cmd calls it.
func Named(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New(name) // want `tool "named" returns an error built in place as a protocol error`
	}
}

// Unnamed builds a handler; nothing calls it.
func Unnamed(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New(name)
	}
}
