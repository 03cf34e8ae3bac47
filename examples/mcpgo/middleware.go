package main

import (
	"context"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// logCalls logs every tool call. It passes on whatever the wrapped handler
// returns, errors included: those are the wrapped handler's to answer for.
func logCalls(logger *log.Logger) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			start := time.Now()
			result, err := next(ctx, request)
			logger.Printf("%s took %s (error: %v)", request.Params.Name, time.Since(start), err)
			return result, err
		}
	}
}

// rateLimit refuses calls beyond a per-minute budget per tool. Refusing
// with a Go error hides the refusal, and when to retry, from the model.
func rateLimit(l *limiter) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if wait := l.reserve(request.Params.Name); wait > 0 {
				return nil, fmt.Errorf("rate limit exceeded for %s; retry in %s", request.Params.Name, wait)
			}
			return next(ctx, request)
		}
	}
}

// limiter counts calls per tool in fixed one-minute windows.
type limiter struct {
	mu     sync.Mutex
	budget int
	window time.Time
	calls  map[string]int
}

func newLimiter(perMinute int) *limiter {
	return &limiter{budget: perMinute, calls: make(map[string]int)}
}

// reserve counts a call to tool and returns how long to wait before the
// next call is allowed, or zero if this one is.
func (l *limiter) reserve(tool string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	if now.Sub(l.window) >= time.Minute {
		l.window = now.Truncate(time.Minute)
		clear(l.calls)
	}
	if l.calls[tool] >= l.budget {
		return l.window.Add(time.Minute).Sub(now)
	}
	l.calls[tool]++
	return 0
}
