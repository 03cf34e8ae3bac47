// Package inhouse is a chat-ops toolbox with its own tool framework: the
// protocolerr fixtures for handlers declared with //toolerr:handler.
package inhouse

import (
	"context"
	"fmt"
)

// Reply is what a tool answers; Failed marks a failure the model should see.
type Reply struct {
	Text   string
	Failed bool
}

// Handler runs one tool with the model's arguments. The toolbox answers a
// returned error with a JSON-RPC error.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (*Reply, error)

// Toolbox dispatches tool calls by name.
type Toolbox struct {
	handlers map[string]Handler
}

// Register adds a tool.
func (tb *Toolbox) Register(name string, h Handler) {
	tb.handlers[name] = h
}

// Call runs the named tool.
func (tb *Toolbox) Call(ctx context.Context, name string, args map[string]any) (*Reply, error) {
	h, ok := tb.handlers[name]
	if !ok {
		// Not reported: Call is the dispatcher, not a handler.
		return nil, fmt.Errorf("unknown tool %q", name)
	}
	return h(ctx, args)
}

// Lock serialises deployments.
type Lock struct {
	path string
}

// Acquire takes the deployment lock. A failure is an outage of the toolbox,
// not something the model can fix.
//
//toolerr:infra
func (l *Lock) Acquire(ctx context.Context) error { return nil }

// Ops runs deployments.
type Ops struct {
	lock *Lock
}
