// Package limit declares a middleware that wraps a handler, which no
// program of its module installs: the closure it returns is on no tool's
// path here.
package limit

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Limiter refuses calls past a budget.
type Limiter struct{ budget int }

// New returns a Limiter with budget calls.
func New(budget int) *Limiter { return &Limiter{budget: budget} }

// Wrap returns next behind the limiter.
func (l *Limiter) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if l.budget == 0 {
			return nil, errors.New("rate limited") // not reported: no program of the module installs it
		}
		l.budget--
		return next(ctx, req)
	}
}
