// Package mw declares middleware of mcp-go handlers. It builds no server:
// its closures are judged by the program that serves them, as long as the
// program reaches the function that returns them.
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
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Logger.Wrap: judged elsewhere`
		if l.prefix == "" {
			return nil, errors.New("no prefix")
		}
		return next(ctx, req)
	}
}

// Tracer's Wrap: neither the method nor the type nor its constructor is
// used by cmd.
type Tracer struct{}

func NewTracer() *Tracer { return &Tracer{} }

func (t *Tracer) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Tracer.Wrap: judged elsewhere`
		return nil, errors.New("tracing")
	}
}

// Guard is installed by cmd.
func Guard(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Guard: judged elsewhere`
		return next(ctx, req)
	}
}

// Unused is called by nothing but Unused2, which nothing calls either: a
// use inside a function of the package counts, whether or not anything
// calls that function.
func Unused(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Unused: judged elsewhere`
		return next(ctx, req)
	}
}

func Unused2(next server.ToolHandlerFunc) server.ToolHandlerFunc { return Unused(next) }

// Dead is called only from its package's tests.
func Dead(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in Dead: judged elsewhere`
		return next(ctx, req)
	}
}

// Name is what cmd uses of the package besides Guard and NewLogger.
const Name = "reach"

// hush is unexported and nothing in its package uses it: no package that
// serves its closure judges it, srv included.
func hush(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `in hush: judged elsewhere`
		return next(ctx, req)
	}
}
