package main

import (
	"context"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Codes of the server's own protocol errors.
const (
	// codeQuotaExceeded was picked by hand in the range the MCP
	// specification reserves: a later revision may define it otherwise.
	codeQuotaExceeded = -32029
	// codeBusy is an application code, outside the range JSON-RPC
	// reserves.
	codeBusy = -31001
)

// notesTemplate serves every note as a resource.
const notesTemplate = "notes://files/"

// noteResource reads a note. A note that does not exist is a protocol
// error, as the specification asks; its code is -32602 since 2026-07-28.
func (lib *library) noteResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	path, ok := strings.CutPrefix(req.Params.URI, notesTemplate)
	if !ok {
		return nil, mcp.ResourceNotFoundError(req.Params.URI)
	}
	lib.index.mu.RLock()
	text, found := lib.index.texts[path]
	lib.index.mu.RUnlock()
	if !found {
		return nil, &jsonrpc.Error{Code: -32002, Message: "Resource not found"}
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: "text/markdown", Text: text}}}, nil
}

// quota refuses requests beyond a daily budget, with a protocol error
// whose code a client may branch on.
func quota(budget *dailyBudget) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			switch budget.take() {
			case spent:
				return nil, &jsonrpc.Error{Code: codeQuotaExceeded, Message: "daily quota exceeded"}
			case throttled:
				return nil, &jsonrpc.Error{Code: codeBusy, Message: "busy, retry later"}
			}
			return next(ctx, method, req)
		}
	}
}

// dailyBudget counts the requests of the day.
type dailyBudget struct {
	limit, used int
	day         time.Time
}

const (
	granted = iota
	throttled
	spent
)

func (b *dailyBudget) take() int {
	if today := time.Now().Truncate(24 * time.Hour); !today.Equal(b.day) {
		b.day, b.used = today, 0
	}
	b.used++
	switch {
	case b.used > b.limit:
		return spent
	case b.used > b.limit*9/10:
		return throttled
	}
	return granted
}
