// Package inhouse declares the handler type of an in-house framework, every
// function of which is a handler.
package inhouse

import "context"

// Action is a tool of the in-house framework.
//
//toolerr:handler
type Action func(ctx context.Context, input string) (string, error)

var actions = map[string]Action{
	"ping": ping,
}

func ping(ctx context.Context, input string) (string, error) { // want `handler ping: in-house, tool "ping"`
	return "pong", nil
}

// Run runs the named action.
func Run(ctx context.Context, name, input string) (string, error) {
	return actions[name](ctx, input)
}
