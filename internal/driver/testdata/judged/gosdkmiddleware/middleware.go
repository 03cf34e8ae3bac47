// Package gosdkmiddleware wraps go-sdk tool handlers. The go-sdk program
// wraps a tool in a Quota, and uses nothing of Trace: the closure
// Trace.Wrap returns is on no tool's path of the program.
package gosdkmiddleware

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Quota limits the calls it wraps.
type Quota struct{ Left int }

// Wrap returns next behind the quota.
func (q *Quota) Wrap(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if q.Left == 0 {
			return nil, errors.New("quota spent") // expect protocolerr
		}
		q.Left--
		return next(ctx, req)
	}
}

// Trace traces the calls it wraps.
type Trace struct{ Span string }

// NewTrace returns a trace of span.
func NewTrace(span string) Trace { return Trace{Span: span} }

// Wrap returns next behind the trace.
func (t Trace) Wrap(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if t.Span == "" {
			return nil, errors.New("no span") // not reported: nothing the program is built from uses Trace
		}
		return next(ctx, req)
	}
}
