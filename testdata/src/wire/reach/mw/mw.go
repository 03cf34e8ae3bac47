// Package mw declares middleware of mcp-go handlers and builds no server:
// its closures are judged by the packages that serve them.
package mw

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Logger's Wrap is reached through its constructor, which cmd calls.
type Logger struct{ prefix string }

func NewLogger(prefix string) *Logger { return &Logger{prefix: prefix} }

func (l *Logger) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if l.prefix == "" {
			return nil, errors.New("no prefix") // want `handler in Logger.Wrap returns an error built in place as a protocol error`
		}
		return next(ctx, req)
	}
}

// Tracer: cmd uses neither the method, nor the type, nor its
// constructor; srv, which is no program, judges it as if registered.
type Tracer struct{ on bool }

func NewTracer() *Tracer { return &Tracer{on: true} }

func (t *Tracer) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !t.on {
			return nil, errors.New("tracing off") // want `handler in Tracer.Wrap \(judged as if registered: nothing the serving package is built from uses Tracer.Wrap\) returns an error built in place as a protocol error`
		}
		return next(ctx, req)
	}
}

// hush is unexported and nothing in its package uses it: no other package
// can, so no package that serves its closure judges it, program or not.
func hush(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("hushed")
	}
}

// quiet's method: the type is unexported, and nothing in its package uses
// it.
type quiet struct{}

func (quiet) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("quiet")
	}
}
