// Package middleware wraps handlers of the module. The program installs a
// Timeout's Wrap, and uses nothing of Audit: the closure Audit.Wrap
// returns is on no tool's path of the program.
package middleware

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Timeout bounds the calls it wraps.
type Timeout struct{ Seconds int }

// Wrap returns next behind the timeout.
func (t Timeout) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if t.Seconds == 0 {
			return nil, errors.New("no timeout set") // expect protocolerr
		}
		return next(ctx, req)
	}
}

// Audit records the calls it wraps in its log.
type Audit struct{ Log string }

// NewAudit returns an empty audit.
func NewAudit() *Audit { return &Audit{} }

// Wrap returns next behind the audit.
func (a *Audit) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if a.Log == "" {
			return nil, errors.New("no audit log") // not reported: nothing the program is built from uses Audit
		}
		return next(ctx, req)
	}
}
